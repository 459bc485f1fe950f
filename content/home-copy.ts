/** Headings, leads and button labels of the home page's sections (spec §2): content/data/home/copy.json. */
import homeCopyData from '@/content/data/home/copy.json';
import homeCopyWords from '@/content/en/home/copy.json';
import { parseEnglishProse, parseProse } from '@/content/model';
import { byLanguage, followPageLanguage } from '@/content/page-language';
import { homeCopySchema, type HomeCopy } from '@/lib/schemas/home-copy';

/** Checked at load (lib/schemas/home-copy.ts): every heading and label present, none empty; English from content/en/home/copy.json. */
export const homeCopyIn = byLanguage<HomeCopy>(parseProse(homeCopySchema, homeCopyData, { file: 'content/data/home/copy.json' }), {
  en: () => parseEnglishProse(homeCopySchema, homeCopyData, homeCopyWords, 'home/copy.json'),
});

/** The home page's words in the page's language (content/page-language.ts). */
export const homeCopy: HomeCopy = followPageLanguage('content/home-copy.ts › homeCopy', homeCopyIn);
