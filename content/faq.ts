/** Frequently asked questions (spec §3): about 40, grouped on /faq by category; 10 also on the home page. */
import faqData from '@/content/data/faq.json';
import { parseProse } from '@/content/model';
import { faqFileSchema, type FaqItem } from '@/lib/schemas/faq';

export { FAQ_TEASER_COUNT, faqCategories, type FaqCategory, type FaqItem } from '@/lib/schemas/faq';

/** Checked at load (lib/schemas/faq.ts): unique ids, a "?" on every question, exactly 10 teasers. */
export const faqs: readonly FaqItem[] = parseProse(faqFileSchema, faqData, { file: 'content/data/faq.json' }).questions;
