/** Frequently asked questions (spec §3): about 40, grouped on /faq by category; 10 also on the home page. */
import faqData from '@/content/data/faq.json';
import faqWords from '@/content/en/faq.json';
import { parseProse, resolveContent } from '@/content/model';
import { followPageLanguage, inPageLanguage } from '@/content/page-language';
import { FAQ_IN_STEP_FIELDS, SHARED_KEYS, overlaidWords, wordsFileOf } from '@/content/translations';
import { ContentError, dropEmptyFields, parseUntyped } from '@/lib/content-check';
import type { Locale } from '@/lib/locales';
import { wordsFileSchemas } from '@/lib/schemas/by-file';
import { faqCategories, faqFileSchema, type FaqCategory, type FaqItem } from '@/lib/schemas/faq';
import { categoryNamesProblems, overlayWords, withoutOutdated } from '@/lib/translation';

export { FAQ_TEASER_COUNT, faqCategories, type FaqCategory, type FaqItem } from '@/lib/schemas/faq';

/** Checked at load (lib/schemas/faq.ts): unique ids, a "?" on every question, exactly 10 teasers. */
const serbianFaqs: readonly FaqItem[] = parseProse(faqFileSchema, faqData, { file: 'content/data/faq.json' }).questions;

const ENGLISH_FILE = wordsFileOf('faq.json');

/**
 * The FAQ in English (issue 27): the Serbian file's questions, ids, categories and home-page ticks, with the words of
 * content/en/faq.json, its references rendered in English, through the schema of an entry. A question the clinic has
 * not translated yet is left out of the English FAQ (so the count of home-page questions is the Serbian file's rule).
 */
function englishFaqs(): readonly FaqItem[] {
  // The category names are a map of their own (englishCategoryNames): the questions are the file's overlay.
  // A question whose Serbian now names other figures than its English is out of date: left out, as untranslated.
  const words = withoutOutdated(overlaidWords('faq.json', faqWords) as Record<string, unknown>, 'questions', faqData.questions, FAQ_IN_STEP_FIELDS);
  const merged = overlayWords(faqData, words, { file: ENGLISH_FILE, sharedKeys: SHARED_KEYS['faq.json'] });
  return parseUntyped(wordsFileSchemas['faq.json'], dropEmptyFields(resolveContent(merged, ENGLISH_FILE, faqWords, [], 'en')), { file: ENGLISH_FILE })
    .questions;
}

/**
 * Each category's name in English; a category the questions use without one, or with its Serbian name, stops the
 * build naming it (the editor's save checks the same).
 */
function englishCategoryNames(): Record<FaqCategory, string> {
  const names: Partial<Record<string, string>> = faqWords.categoryNames;
  const problems = categoryNamesProblems(
    serbianFaqs.map((faq) => faq.category),
    names,
    ENGLISH_FILE,
  );
  if (problems.length > 0) throw ContentError.of(problems);
  return Object.fromEntries(faqCategories.map((category) => [category, names[category] ?? category])) as Record<FaqCategory, string>;
}

type LocalizedFaq = { faqs: readonly FaqItem[]; categoryName: (category: FaqCategory) => string };
let english: LocalizedFaq | undefined;

/** The questions and their categories' names in each language; the English built on first use. */
export const faqsIn: Record<Locale, LocalizedFaq> = {
  sr: { faqs: serbianFaqs, categoryName: (category) => category },
  get en() {
    if (!english) {
      const names = englishCategoryNames();
      english = { faqs: englishFaqs(), categoryName: (category) => names[category] };
    }
    return english;
  },
};

/** The questions in the page's language (content/page-language.ts). */
export const faqs: readonly FaqItem[] = followPageLanguage('content/faq.ts › faqs', {
  sr: serbianFaqs,
  get en() {
    return faqsIn.en.faqs;
  },
});

/** A category's name in the page's language: its heading on /faq/ and its chip. */
export const faqCategoryName = (category: FaqCategory): string => inPageLanguage('content/faq.ts › faqCategoryName', faqsIn).categoryName(category);
