import { ArticleCard } from '@/components/article-card';
import { OutlineLink } from '@/components/outline-link';
import { SectionHeading } from '@/components/section-heading';
import { articles } from '@/content/articles';
import { homeCopy } from '@/content/home-copy';

/** Spec §9: the teaser shows the featured post, then the next 9. */
const TEASER_GRID_COUNT = 9;

/** The blog teaser (#blog). */
export function BlogTeaser() {
  const copy = homeCopy.blog;
  const featured = articles.find((article) => article.featured) ?? articles[0];
  const rest = articles.filter((article) => article !== featured).slice(0, TEASER_GRID_COUNT);
  return (
    <section id="blog" aria-labelledby="blog-naslov" className="bg-warm-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="blog-naslov" heading={copy.heading} lead={copy.lead} />
        {featured && <ArticleCard article={featured} readLabel={copy.readLabel} featured />}
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} readLabel={copy.readLabel} />
            </li>
          ))}
        </ul>
        <OutlineLink href="/blog/">{copy.moreLabel}</OutlineLink>
      </div>
    </section>
  );
}
