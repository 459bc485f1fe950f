/**
 * "Rizici i vaša prava" (/rizici-i-prava/, /en/risks-and-rights/; issue 40 item 6): per main treatment its risks,
 * who should not have it and what comes first, then the patient's rights (what if something goes wrong at home,
 * the records, consent, complaints and insurance, instalments in writing). Claims with a home elsewhere are
 * referred to ({tvrdnja:garancija}, {tvrdnja:placanje}), never retold (content/STIL.md §4.1). The facts the spec
 * does not give are on the confirmation list (content/data/confirmations.json).
 */
import risksData from '@/content/data/risks.json';
import risksWords from '@/content/en/risks.json';
import { parseEnglishProse, parseProse } from '@/content/model';
import { byLanguage, followPageLanguage } from '@/content/page-language';
import { risksFileSchema, type Risks } from '@/lib/schemas/risks';

export type { RightsTopic, RiskTreatment, Risks } from '@/lib/schemas/risks';

/** Checked at load (lib/schemas/risks.ts); the words are in content/data/risks.json and, in English, content/en/risks.json. */
export const risksIn = byLanguage<Risks>(parseProse(risksFileSchema, risksData, { file: 'content/data/risks.json' }), {
  en: () => parseEnglishProse(risksFileSchema, risksData, risksWords, 'risks.json'),
});

/** The page's words in the page's language (content/page-language.ts). */
export const risks: Risks = followPageLanguage('content/risks.ts › risks', risksIn);
