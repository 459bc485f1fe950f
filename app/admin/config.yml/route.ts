import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { withTranslationForms } from '@/content/editor-english';
import { siteIn } from '@/content/site';
import { cmsConfigForSite } from '@/lib/cms-config';
import { DEFAULT_LOCALE } from '@/lib/locales';
import type { CmsConfig } from '@/lib/editor-place';

// A static export writes /admin/config.yml at build time (and next dev serves it for `npm run cms`): the editor's
// configuration, content/cms-config.yml, with the English words' forms (content/editor-english.ts) and the site's
// URL (lib/cms-config.ts).
export const dynamic = 'force-static';

export function GET() {
  const source = parse(readFileSync(path.join(process.cwd(), 'content', 'cms-config.yml'), 'utf8')) as CmsConfig;
  const config = stringify(withTranslationForms(source), { aliasDuplicateObjects: false, lineWidth: 0 });
  // A route handler renders no page, so it names the language (content/page-language.ts): the URL is every language's.
  return new Response(cmsConfigForSite(config, siteIn[DEFAULT_LOCALE].url), { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
}
