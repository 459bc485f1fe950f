/** Headings, leads and button labels of the home page's sections (spec §2): content/data/home/copy.json. */
import homeCopyData from '@/content/data/home/copy.json';
import { parseProse } from '@/content/model';
import { homeCopySchema, type HomeCopy } from '@/lib/schemas/home-copy';

/** Checked at load (lib/schemas/home-copy.ts): every heading and label present, none empty. */
export const homeCopy: HomeCopy = parseProse(homeCopySchema, homeCopyData, { file: 'content/data/home/copy.json' });
