// A step of `npm run build`, right after the uploads get their sizes: every content file through its schema, then the placeholder guard (issue 16).
// 1. The content: the data files the clinic edits through /admin/ (content/data/*.json), the articles (content/blog/<language>/*.md)
//    and the artwork's manifest, each through the same schema as in the pages. A malformed entry stops the build here,
//    in a second, before `next build` starts, with a report the clinic reads in the deploy log: in Serbian, each
//    problem at its place in the editor (lib/editor-place.ts), then the file, the entry and the field in parentheses:
//      Česta pitanja › Pitanja › „Da li radite nedeljom?“ › Broj: 3 već ima „…“: upišite drugu vrednost (content/data/faq.json › questions[…] › id)
// 2. A build for any site URL other than the development default stops while the content still holds placeholders
//    (content/site.ts `placeholders`, the videos' `placeholder: true`), listing each one. ALLOW_PLACEHOLDERS=1 lets
//    a preview through.
// The content modules are TypeScript: support/site-check.mjs bundles them with the check the editor runs at a save
// (issue 42: every module loaded, then every value read in each language, so the English is checked too), and the
// report lists every problem it could find in one run (a reference that cannot be resolved, in any file and either
// language, does not hide the next one).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { importTypeScript } from '../support/import-typescript.mjs';
import { runSiteCheck } from '../support/site-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let guard;
try {
  guard = await runSiteCheck(
    root,
    [
      "export { articles } from '@/content/articles';",
      "export { faqs } from '@/content/faq';",
      "export { priceCategories } from '@/content/price-list';",
      "export { placeholderFields } from '@/content/placeholders';",
      "export { DEVELOPMENT_SITE_URL } from '@/content/site';",
      "export { ALLOW_PLACEHOLDERS_VARIABLE, checkPlaceholders } from '@/lib/placeholders';",
    ].join('\n'),
  );
} catch (error) {
  // A content problem (lib/content-check.ts ContentError): the report for the clinic. Anything else (content/site.ts
  // checks NEXT_PUBLIC_SITE_URL as it loads, and its message names the variable; a broken setup): its message.
  console.error(Array.isArray(error?.problems) ? await editorReport(error.problems) : error instanceof Error ? error.message : error);
  process.exit(1);
}

/** The problems in Serbian, each at its place in the editor (content/cms-config.yml) and in its file. */
async function editorReport(problems) {
  const { editorReport: report } = await importTypeScript("export { editorReport } from '@/lib/editor-place';", 'editor-report-entry.ts');
  const config = parse(readFileSync(path.join(root, 'content/cms-config.yml'), 'utf8'));
  return report(config, problems, dataOf);
}

/** A content file's data, to name its entries as the editor lists them: a JSON file's, an article's frontmatter. */
function dataOf(file) {
  try {
    const text = readFileSync(path.join(root, file), 'utf8');
    return file.endsWith('.md') ? matter(text, {}).data : JSON.parse(text);
  } catch {
    return undefined;
  }
}

console.log(
  `Content: ${guard.priceCategories.length} price categories, ${guard.faqs.length} questions, ${guard.articles.length} articles and the rest of content/ match their schemas.`,
);

let verdict;
try {
  verdict = guard.checkPlaceholders({
    siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
    developmentUrl: guard.DEVELOPMENT_SITE_URL,
    allow: process.env[guard.ALLOW_PLACEHOLDERS_VARIABLE],
    placeholders: guard.placeholderFields,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!verdict.ok) {
  console.error(verdict.message);
  process.exit(1);
}
if (verdict.reason === 'override') console.warn(verdict.message);
else if (verdict.reason === 'development-url') {
  console.log(`Placeholders: ${guard.placeholderFields.length} marked; allowed for the development URL ${guard.DEVELOPMENT_SITE_URL}.`);
} else console.log('Placeholders: none left.');
