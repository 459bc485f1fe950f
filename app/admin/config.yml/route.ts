import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { withEnglishForms } from '@/content/editor-english';
import { site } from '@/content/site';
import { cmsConfigForSite } from '@/lib/cms-config';
import type { CmsConfig } from '@/lib/editor-place';

// A static export writes /admin/config.yml at build time (and next dev serves it for `npm run cms`): the editor's
// configuration, content/cms-config.yml, with the English words' forms (content/editor-english.ts) and the site's
// URL (lib/cms-config.ts).
export const dynamic = 'force-static';

export function GET() {
  const source = parse(readFileSync(path.join(process.cwd(), 'content', 'cms-config.yml'), 'utf8')) as CmsConfig;
  const config = stringify(withEnglishForms(source), { aliasDuplicateObjects: false, lineWidth: 0 });
  return new Response(cmsConfigForSite(config, site.url), { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
}
