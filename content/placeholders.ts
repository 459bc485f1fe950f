/**
 * Every value the content still marks as a placeholder, for the build's guard
 * (scripts/check-content.mjs → lib/placeholders.ts): the identity fields that still hold the stand-ins
 * listed in content/site.ts `placeholders`, each video whose id is a stand-in (content/data/home/videos.json,
 * `placeholder: true`), the editor's repository while it is the stand-in (content/cms-config.yml), and each fact
 * awaiting the clinic's confirmation (content/confirmations.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { videoTestimonials } from '@/content/home';
import { awaitingConfirmation } from '@/content/confirmations';
import { inLanguage } from '@/content/page-language';
import { placeholders, siteIn, type SiteConfig } from '@/content/site';
import { standInFields, type PlaceholderField } from '@/lib/placeholders';

const CMS_CONFIG = 'content/cms-config.yml';
/** The GitHub repository /admin/ commits to, as the config ships: no clinic can log in to it. */
export const CMS_REPOSITORY_STAND_IN = 'aurora-dental/sajt';
const cmsRepository: unknown = (parse(readFileSync(path.join(process.cwd(), CMS_CONFIG), 'utf8')) as { backend?: { repo?: unknown } }).backend?.repo;

export const placeholderFields: readonly PlaceholderField[] = [
  // The Serbian files are the ones the clinic fills in.
  ...standInFields<SiteConfig>('content/data/site.json', siteIn.sr, placeholders),
  ...inLanguage('sr', () => videoTestimonials.map((video, index) => ({ video, index })))
    .filter(({ video }) => video.placeholder)
    .map(({ video, index }) => ({
      source: 'content/data/home/videos.json',
      field: `items[${index}].youtubeId (video ${video.id}, „${video.title}“)`,
      value: video.youtubeId,
    })),
  ...(cmsRepository === CMS_REPOSITORY_STAND_IN ? [{ source: CMS_CONFIG, field: 'backend.repo', value: cmsRepository }] : []),
  // The facts the spec does not give, until the clinic (or its lawyer) confirms each (issue 39 item 6, issue 40 item 8).
  ...awaitingConfirmation(),
];
