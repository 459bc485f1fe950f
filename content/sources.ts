/**
 * The sources of the site's clinical figures (issue 40 item 1): content/data/sources.json, one list for both
 * languages (a reference is cited as published). Each figure with sources links to its entry here
 * (lib/references.ts `withSources`); content/clinical-figures.test.ts refuses a clinical figure without one.
 */
import sourcesData from '@/content/data/sources.json';
import { parseDataFile } from '@/lib/content-check';
import { sourcesFileSchema, type Source } from '@/lib/schemas/sources';

export type { Source } from '@/lib/schemas/sources';

export const sources: readonly Source[] = parseDataFile(sourcesFileSchema, sourcesData, { file: 'content/data/sources.json' }).sources;
