/** Schema.org FAQPage for /faq: every question with its answer as plain text. */
import type { FAQPage, WithContext } from 'schema-dts';

export interface QuestionFacts {
  question: string;
  answer: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Text without markup: HTML tags (a block tag becomes a space) and Markdown emphasis, links and code marks are removed, the five
 * common entities decoded, and all whitespace (paragraph breaks too) collapsed to single spaces.
 */
export function plainText(text: string): string {
  return (
    text
      // Block tags part words; inline tags (<b>, <a>) sit inside them.
      .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|table|tr|td|th)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\p{L}\p{N}*])\*(?!\s)(.+?)\*(?![\p{L}\p{N}])/gu, '$1$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The questions in the order the page shows them, in the page's language ("sr-Latn", "en-GB"). */
export function faqPageJsonLd(items: readonly QuestionFacts[], language?: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(language ? { inLanguage: language } : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: plainText(item.question),
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}
