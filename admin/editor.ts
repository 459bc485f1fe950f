/**
 * The editor's own additions to Decap CMS at /admin/ (public/admin/index.html loads this after Decap's bundle; built
 * by scripts/copy-decap.mjs into public/admin/editor.js with the editor's configuration, content/cms-config.yml,
 * built in). What each part does: its module. The wording: content/editor-words.ts.
 */
import { checkForEditor, developerPlace, editorPlace, entryFileIn, fieldsOfFile, type CmsConfig, type CmsField } from '@/lib/editor-place';
import type { ContentProblem } from '@/lib/content-check';
import { articleTranslationEntrySchema, hasNoWords } from '@/lib/schemas/article';
import { englishArticleProblems } from '@/lib/english-article';
import { ARTICLE_FILE, articleFileIn } from '@/lib/blog-files';
import { fileSchemaFor } from '@/lib/schemas/by-file';
import { normaliseSerbianMarkdown, normaliseSerbianTypography, normaliseSpaces } from '@/lib/typography';
import { editorWords } from '@/content/editor-words';
import { idLists } from '@/lib/editor/entry-data';
import { registerHomeQuestionWidget } from './home-question';
import type { DeployStatus } from '@/lib/editor/deploy-status.mjs';
import { showDeployStatus } from './deploy-status';
import { scrollToFirstError } from './first-error';
import { registerEnglishSlugWidget } from './english-slug';
import { registerSideBySide } from './side-by-side';
import { registerConfirmations } from './confirmations';
import { registerGoogleTitleWidget } from './google-title';
import { showArtworkThumbnails } from './images';
import { finishLists, type CountForms } from './lists';
import { preparePhotosBeforeUpload } from './photos';
import { registerPriceWidget } from './price-widget';
import { loadingScreenInSerbian } from './loading-words';
import { checkBeforeDeleting, checkBeforeSaving } from './save';
import { englishWordsFiles } from '@/content/en/words-files';
import { englishProblemLine, englishWordsFileProblems, serbianDataFiles, withTranslationForms } from '@/content/editor-english';
import { dropEmptyFields } from '@/lib/content-check';
import type { JsonObject } from '@/lib/editor/entry-data';
import { FAQ_IN_STEP_FIELDS, SHARED_KEYS, inStepWithSerbian, wordsFileIn, wordsFileOf, type WordsFile } from '@/content/translations';
import { outdatedEntries } from '@/lib/translation';
import { englishWordsProblems, translationProblems } from '@/lib/editor/translation-check';
import { keysOf, problemKey, saveProblemLines } from '@/lib/editor/site-problems';
import { articleText, currentFiles, jsonText, recentFiles, rememberSaves, siteProblems, type BackendConfig, type SiteFiles } from './site-check';
import { registerSerbianItemWidget } from './serbian-item';
import { openTypedEntriesCleanly } from './entry-switch';
import { restoreLocalBackupsWhole } from './local-backup';
import { parse as parseYaml } from 'yaml';

/** content/cms-config.yml as data, and the next free article number, put here by the build (esbuild's `define`). */
declare const EDITOR_CONFIG: CmsConfig;
/** The configuration Decap loads (/admin/config.yml): the source with the English words' forms. */
const config = withTranslationForms(EDITOR_CONFIG);
declare const EDITOR_NEXT_ARTICLE_ID: number;
/** The host's deploy badge and list, from the build's environment (lib/editor/deploy-status.mjs), or null. */
declare const EDITOR_DEPLOY_STATUS: DeployStatus | null;

/** Each list's count words, by the word Decap writes beside the count (its label or singular label, lowercase). */
function countForms(config: CmsConfig): Map<string, CountForms> {
  const forms = new Map<string, CountForms>();
  const visit = (fields: readonly CmsField[] | undefined) => {
    for (const field of fields ?? []) {
      if (field.counts) for (const label of [field.label, field.label_singular]) if (label) forms.set(label.toLowerCase(), field.counts);
      visit(field.fields);
      if (field.field) visit([field.field]);
    }
  };
  for (const collection of config.collections) {
    visit(collection.fields);
    for (const file of collection.files ?? []) visit(file.fields);
  }
  return forms;
}

const defaultLocale = config.i18n?.default_locale;

loadingScreenInSerbian((config as { locale?: string }).locale ?? 'sr_Latn');
registerPriceWidget();
registerHomeQuestionWidget();
registerGoogleTitleWidget(defaultLocale);
registerEnglishSlugWidget(defaultLocale);
registerSideBySide(config);
registerConfirmations();
showArtworkThumbnails();
preparePhotosBeforeUpload();
scrollToFirstError();
showDeployStatus(EDITOR_DEPLOY_STATUS ?? undefined);
finishLists(countForms(config));
openTypedEntriesCleanly((config as { locale?: string }).locale ?? 'sr_Latn');
restoreLocalBackupsWhole((config as { locale?: string }).locale ?? 'sr_Latn');

/** The files as the backend holds them now, read once for all that asks within a moment (admin/site-check.ts). */
const filesNow = () => recentFiles(config as unknown as BackendConfig);

/** A content file's data as the backend holds it now, else as the editor was built with (`built`). */
async function dataNow<T>(file: string, built: T): Promise<T> {
  const text = (await filesNow().catch((): SiteFiles => ({})))[file];
  return (dataOfText(file, text) as T | undefined) ?? built;
}

// "Prevod srpske stavke": the Serbian items as they are now, so an entry saved in Serbian a moment ago is translatable.
registerSerbianItemWidget((file) => dataNow<unknown>(file, undefined));

/** A file's data from its text: a JSON file's, an article's frontmatter with its body. */
function dataOfText(file: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    if (!file.endsWith('.md')) return JSON.parse(text) as unknown;
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    return match ? { ...(parseYaml(match[1]!) as object), body: match[2] } : { body: text };
  } catch {
    return undefined;
  }
}

/** The files an entry's save writes, path → text: a data file, or an article in each language it has a column for. */
function savedFiles(file: string, data: JsonObject, columns: Record<string, JsonObject>): SiteFiles {
  if (!ARTICLE_FILE.test(file)) return { [file]: jsonText(data) };
  const name = file.slice(file.lastIndexOf('/') + 1);
  const translations = Object.entries(columns).filter(([locale]) => locale !== defaultLocale);
  return { [file]: articleText(data), ...Object.fromEntries(translations.map(([locale, column]) => [articleFileIn(locale, name), articleText(column)])) };
}

// The files each save wrote, for the next save's whole-site check before a deploy brings them (admin/site-check.ts).
rememberSaves((entry) => {
  const collection = String(entry.get('collection') ?? '');
  const file = entryFileIn(config, collection, String(entry.get('path') ?? ''));
  if (!file) return {};
  const columns = (entry.get('i18n') as { toJS(): unknown } | undefined)?.toJS() as Record<string, { data?: JsonObject }> | undefined;
  const languages = Object.fromEntries(Object.entries(columns ?? {}).map(([locale, column]) => [locale, column.data ?? {}]));
  return savedFiles(file, (entry.get('data') as { toJS(): unknown }).toJS() as JsonObject, languages);
});

// An article deleted while other texts link to it ({clanak:…}) would stop the next build: refused before Decap deletes.
checkBeforeDeleting((config as { locale?: string }).locale ?? 'sr_Latn', async (collection, slug) => {
  const folder = config.collections.find((candidate) => candidate.name === collection)?.folder;
  if (!folder || collection !== 'blog') return [];
  const file = entryFileIn(config, collection, `${folder}/${slug}.md`);
  const now = await currentFiles(config as unknown as BackendConfig);
  const gone = Object.keys(now).filter((path) => path.endsWith(`/${slug}.md`) && path.startsWith(`${folder}/`));
  const after = Object.fromEntries(Object.entries(now).filter(([path]) => !gone.includes(path)));
  const problems = siteProblems(after);
  if (problems.length === 0) return [];
  const before = keysOf(siteProblems(now));
  const article = dataOfText(file, now[file]) as { title?: unknown } | undefined;
  return problems
    .filter((problem) => !before.has(problemKey(problem)))
    .map((problem) => {
      const other = problem.file ?? problem.source.split(' › ')[0]!.replace(/:\d+$/, '');
      const place = editorPlace(config, other, problem.path ?? [], dataOfText(other, after[other])) ?? other;
      return editorWords.save.site.removed(file, 'Blog', `„${String(article?.title ?? slug)}“`, place, problem.problem);
    });
});

checkBeforeSaving({
  entryFile(collection, path) {
    // A new article has no path until Decap makes it from the title: its folder's name stands in for the messages.
    const folder = config.collections.find((candidate) => candidate.name === collection)?.folder;
    // Decap's path of an article leaves out its language: the Serbian file is the one in content/blog/sr/.
    const file = entryFileIn(config, collection, path || (folder ? `${folder}/${editorWords.save.newEntry}.md` : ''));
    const fields = fieldsOfFile(config, file) ?? [];
    // English keeps its own quotation marks (the editor refuses straight ones there rather than setting Serbian ones).
    const [text, markdown] = wordsFileIn(file, 'content/en/') ? [normaliseSpaces, normaliseSpaces] : [normaliseSerbianTypography, normaliseSerbianMarkdown];
    return { file, rules: { idLists: idLists(fields), text, markdown } };
  },
  // A new article's number: one more than the largest when the editor was built (a deploy builds it again). Two new
  // articles before a deploy would share one: the build names the repeated number.
  // An English words file: a field typed in and emptied again is left out, as the Serbian one has none to translate.
  complete(file, data) {
    if (wordsFileIn(file, 'content/en/')) return dropEmptyFields(data) as JsonObject;
    return ARTICLE_FILE.test(file) && data.id === undefined ? { ...data, id: EDITOR_NEXT_ARTICLE_ID } : data;
  },
  async problems(file, data) {
    const english = wordsFileIn(file, 'content/en/');
    // Against the Serbian file as it is now: a question saved in Serbian this visit may be translated at once.
    if (english) {
      const serbian = await dataNow(`content/data/${english}`, serbianDataFiles[english]);
      const before = await dataNow(file, englishWordsFiles[english]);
      return englishWordsFileProblems(config, file, data as Record<string, unknown>, serbian, before);
    }
    const schema = fileSchemaFor(file);
    const problems = schema ? checkForEditor(config, file, schema, data).map((problem) => problem.text) : [];
    // The English edition's words must still fit the Serbian file, as the build lays them (issue 27).
    const translated = wordsFileIn(file, 'content/data/');
    if (!translated) return problems;
    const wordsFile = wordsFileOf(translated);
    const words = await dataNow(wordsFile, englishWordsFiles[translated]);
    const missing = translationProblems(data, words, { file: wordsFile, sharedKeys: SHARED_KEYS[translated] });
    // Languages in step (issue 42): a Serbian text that now names other figures than its English, refused at the field
    // changed (the FAQ leaves such a question out of the English instead: notes, below). The build's rule.
    const drifted = translated === 'faq.json' ? [] : inStepProblems(file, data as JsonObject, wordsFile, words, translated);
    if (missing.length === 0) return [...problems, ...drifted];
    // Each named by its place in the English form ("Engleski prevod › …"), where the clinic would look for it.
    const place = (problem: ContentProblem) => editorPlace(config, wordsFile, problem.path ?? [], words) ?? developerPlace(problem);
    return [...problems, ...drifted, ...missing.map((problem) => `${place(problem)}: ${problem.problem}`), editorWords.save.translationHelp];
  },
  async siteProblems(file, data, columns) {
    // The files this save's other checks read a moment ago (one reading of the backend per save).
    const now = await filesNow();
    const written = savedFiles(file, data, columns);
    const after = { ...now, ...written };
    const problems = siteProblems(after);
    if (problems.length === 0) return [];
    // What the site had before the save is not this save's doing (and a save elsewhere cannot mend it).
    const before = keysOf(siteProblems(now));
    const saved = new Map(Object.keys(written).map((path) => [path, { before: dataOfText(path, now[path]), after: dataOfText(path, written[path]) }]));
    return saveProblemLines(
      problems,
      before,
      saved,
      {
        place: (path, at, fileData) => editorPlace(config, path, at, fileData) ?? `${path}${at.length > 0 ? ` › ${at.join('.')}` : ''}`,
        dataOf: (path) => dataOfText(path, after[path]),
      },
      editorWords.save.site,
    );
  },
  async notes(file, data) {
    const translated = wordsFileIn(file, 'content/data/');
    if (!translated) return [];
    // An entry on the Serbian page and not on the English one (a new team member): named at the save.
    const wordsFile = wordsFileOf(translated);
    const words = await dataNow(wordsFile, englishWordsFiles[translated]);
    const untranslated = englishWordsProblems(data, words, { file: wordsFile, sharedKeys: SHARED_KEYS[translated] }).untranslated.map((place) =>
      editorWords.save.untranslated(editorPlace(config, file, place.serbianPath, data) ?? place.field),
    );
    return [...untranslated, ...outdatedNotes(file, data, words)];
  },
  translationProblems: articleTranslationProblems,
});

/** Each Serbian text of the save whose English translation names other figures (content/translations.ts inStepWithSerbian), at its place. */
function inStepProblems(file: string, data: JsonObject, wordsFile: string, words: unknown, name: WordsFile): string[] {
  const { pairs } = englishWordsProblems(data, words, { file: wordsFile, sharedKeys: SHARED_KEYS[name] });
  return pairs
    .filter((pair) => inStepWithSerbian(pair.serbian, pair.english) !== undefined)
    .map((pair) => {
      const serbianPlace = editorPlace(config, file, pair.place.serbianPath, data) ?? `${file} › ${pair.place.field}`;
      const englishPlace = editorPlace(config, wordsFile, pair.place.path, words) ?? wordsFile;
      return `${serbianPlace}: ${editorWords.save.inStep(englishPlace)}`;
    });
}

/** A Serbian FAQ save that leaves an English question naming other figures: saved, said, and left out of /en/faq/. */
function outdatedNotes(file: string, data: JsonObject, words: unknown): string[] {
  if (wordsFileIn(file, 'content/data/') !== 'faq.json') return [];
  const serbian = Array.isArray(data.questions) ? data.questions : [];
  const english = (words as { questions?: unknown[] }).questions ?? [];
  const outdated = outdatedEntries(serbian, english, FAQ_IN_STEP_FIELDS);
  return serbian.flatMap((entry) => {
    const { id, question } = entry as { id?: string | number; question?: unknown };
    return id !== undefined && outdated.has(id) ? [editorWords.save.outdated.line(String(question))] : [];
  });
}

/** An article's translation is whole or not there yet: an empty column leaves the article out of that language. */
function articleTranslationProblems(file: string, locale: string, data: JsonObject, original: JsonObject): string[] {
  {
    if (!ARTICLE_FILE.test(file) || locale === defaultLocale) return [];
    const body = typeof data.body === 'string' ? data.body : '';
    if (hasNoWords(data, body)) return [];
    const translation = articleFileIn(locale, file.slice(file.lastIndexOf('/') + 1));
    const problems = [
      ...checkForEditor(config, translation, articleTranslationEntrySchema, data).map((problem) => problem.text),
      ...englishArticleProblems(data, typeof original.body === 'string' ? original.body : '').map((problem) =>
        englishProblemLine(editorPlace(config, translation, [problem.field], data) ?? `${translation} › ${problem.field}`, problem),
      ),
    ];
    return problems.length > 0 ? [...problems, editorWords.save.englishHelp] : [];
  }
}
