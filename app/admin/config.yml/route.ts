import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { cmsConfigForSite } from '@/lib/cms-config';

// A static export writes /admin/config.yml at build time (and next dev serves it for `npm run cms`): the editor's
// configuration, content/cms-config.yml, with the site's URL (lib/cms-config.ts).
export const dynamic = 'force-static';

export function GET() {
  const source = readFileSync(path.join(process.cwd(), 'content', 'cms-config.yml'), 'utf8');
  return new Response(cmsConfigForSite(source, site.url), { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
}
