/**
 * The editor's own additions to Decap CMS at /admin/ (public/admin/index.html loads this after Decap's bundle; built
 * by scripts/copy-decap.mjs into public/admin/editor.js with the editor's configuration, content/cms-config.yml,
 * built in). What each part does: its module. The wording: content/editor-words.ts.
 */
import { checkForEditor, type CmsConfig } from '@/lib/editor-place';
import { fileSchemaFor } from '@/lib/schemas/by-file';
import { normaliseSerbianMarkdown, normaliseSerbianTypography } from '@/lib/typography';
import { registerHomeQuestionWidget } from './home-question';
import type { DeployStatus } from '@/lib/editor/deploy-status.mjs';
import { showDeployStatus } from './deploy-status';
import { registerGoogleTitleWidget } from './google-title';
import { showArtworkThumbnails } from './images';
import { finishLists, type CountForms } from './lists';
import { preparePhotosBeforeUpload } from './photos';
import { registerPriceWidget } from './price-widget';
import { checkBeforeSaving } from './save';

/** content/cms-config.yml as data, and the next free article number, put here by the build (esbuild's `define`). */
declare const EDITOR_CONFIG: CmsConfig;
declare const EDITOR_NEXT_ARTICLE_ID: number;
/** The host's deploy badge and list, from the build's environment (lib/editor/deploy-status.ts), or null. */
declare const EDITOR_DEPLOY_STATUS: DeployStatus | null;

interface ListField {
  label?: string;
  label_singular?: string;
  counts?: CountForms;
  fields?: ListField[];
  field?: ListField;
}

/** Each list's count words, by the word Decap writes beside the count (its label or singular label, lowercase). */
function countForms(config: CmsConfig): Map<string, CountForms> {
  const forms = new Map<string, CountForms>();
  const visit = (fields: readonly ListField[] | undefined) => {
    for (const field of fields ?? []) {
      if (field.counts) for (const label of [field.label, field.label_singular]) if (label) forms.set(label.toLowerCase(), field.counts);
      visit(field.fields);
      if (field.field) visit([field.field]);
    }
  };
  for (const collection of config.collections as { fields?: ListField[]; files?: { fields?: ListField[] }[] }[]) {
    visit(collection.fields);
    for (const file of collection.files ?? []) visit(file.fields);
  }
  return forms;
}

const ARTICLE = /^content\/blog\/[^/]+\.md$/;

registerPriceWidget();
registerHomeQuestionWidget();
registerGoogleTitleWidget();
showArtworkThumbnails();
preparePhotosBeforeUpload();
showDeployStatus(EDITOR_DEPLOY_STATUS ?? undefined);
finishLists(countForms(EDITOR_CONFIG));
checkBeforeSaving({
  // A new article's number: one more than the largest when the editor was built (a deploy builds it again). Two new
  // articles before a deploy would share one: the build names the repeated number.
  complete: (file, data) => (ARTICLE.test(file) && data.id === undefined ? { ...data, id: EDITOR_NEXT_ARTICLE_ID } : data),
  problems(file, data) {
    const schema = fileSchemaFor(file);
    if (!schema) return [];
    // An article's text is the Markdown body beside its frontmatter; the schema checks the frontmatter.
    const fields = ARTICLE.test(file) && data && typeof data === 'object' ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'body')) : data;
    return checkForEditor(EDITOR_CONFIG, file, schema, fields).map((problem) => problem.text);
  },
  typography: normaliseSerbianTypography,
  markdown: normaliseSerbianMarkdown,
});
