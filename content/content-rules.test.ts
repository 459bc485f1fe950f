/**
 * The rules any content must keep, whatever the clinic edits in /admin/: unique ids, one featured article, every
 * article complete and within its limits, every FAQ answer in a known category. Counts, titles and prices come from
 * the content itself; the spec's own figures are asserted on the content as it was at launch (tests/launch/).
 */
import { articles } from '@/content/articles';
import { faqCategories, faqs } from '@/content/faq';
import { priceCategories } from '@/content/price-list';
import { ARTICLE_LIMITS, articleCategories } from '@/lib/blog';

const articleText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('blog articles', () => {
  it('have unique ids and slugs, and exactly one featured article', () => {
    expect(articles.length).toBeGreaterThan(0);
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    expect(articles.filter((article) => article.featured)).toHaveLength(1);
  });

  it.each(articles.map((article) => [article.slug, article] as const))('%s is complete and within the limits', (_slug, article) => {
    expect(articleCategories).toContain(article.category);
    expect(article.metaDescription.length).toBeLessThanOrEqual(ARTICLE_LIMITS.metaDescription);
    expect(article.words).toBeGreaterThanOrEqual(ARTICLE_LIMITS.minWords);
    expect(article.readTime).toBe(`${Math.max(1, Math.round(article.words / 200))} min`);
    expect(article.content).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(article.headings.length).toBeGreaterThanOrEqual(3);
    // The closing part invites the reader to book a free consultation (spec §3), in the words of content/STIL.md §7.
    expect(articleText(article.content).slice(-900)).toMatch(/besplatnu konsultaciju|besplatnoj konsultaciji/i);
    // No identity details in the text: they live in content/data/site.json.
    expect(article.content).not.toMatch(/\+381|@[a-z]+\.rs/);
  });
});

describe('FAQ', () => {
  it('has unique ids, known categories, real questions and answers', () => {
    expect(faqs.length).toBeGreaterThan(0);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
    for (const faq of faqs) {
      expect(faqCategories).toContain(faq.category);
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(40);
    }
  });
});

describe('price list', () => {
  it('gives every service a description and marks at least one as popular', () => {
    for (const category of priceCategories) for (const service of category.services) expect(service.description.length).toBeGreaterThan(20);
    expect(priceCategories.some((category) => category.services.some((service) => service.popular))).toBe(true);
  });
});
