import { ArticleCard } from '@/components/article-card';
import { OutlineLink } from '@/components/outline-link';
import { Picture } from '@/components/picture';
import { SectionHeading } from '@/components/section-heading';
import { articleCategoryName, articles, type Article } from '@/content/articles';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';
import { blogTeaser } from '@/lib/blog';
import { articlePath, routes } from '@/content/routes';

/**
 * The blog teaser (#blog): the featured post as a full card, then the next nine (spec §9) as a compact grid of
 * rows (thumbnail, category, title, date and read time; each wholly a link): one column on phones,
 * three from `lg` on.
 */
export function BlogTeaser() {
  const copy = homeCopy.blog;
  const { featured, rest } = blogTeaser(articles);
  return (
    <section
      id="blog"
      aria-labelledby="blog-naslov"
      className="bg-warm-white py-10 render-near [--render-estimate:99rem] sm:py-24 lg:[--render-estimate:78rem]"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="blog-naslov" heading={copy.heading} lead={copy.lead} />
        {featured && <ArticleCard article={featured} readLabel={copy.readLabel} featured />}
        <ul className="mt-4 grid grid-cols-1 divide-y divide-line sm:mt-8 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-2 lg:divide-y-0">
          {rest.map((article) => (
            <li key={article.slug}>
              <CompactArticle article={article} />
            </li>
          ))}
        </ul>
        <OutlineLink href={routes.blog}>{copy.moreLabel}</OutlineLink>
      </div>
    </section>
  );
}

function CompactArticle({ article }: { article: Article }) {
  return (
    <article className="group relative flex items-start gap-3.5 py-2.5 lg:gap-4 lg:py-4">
      <Picture
        image={imageFor(article.image)}
        alt=""
        sizes="112px"
        className="block w-20 shrink-0 overflow-hidden rounded-xl bg-sand lg:w-28"
        imgClassName="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      <div className="min-w-0">
        {/* Not balanced: a balanced title breaks early and takes a line more in this narrow column. */}
        <h3 className="text-base leading-snug font-semibold [text-wrap:pretty] text-ink lg:text-[1.0625rem]">
          {/* The link's box covers the row (after:), so the thumbnail and the date are part of the target. */}
          <a
            href={articlePath(article.slug)}
            className="group-hover:underline group-hover:decoration-gold-start group-hover:underline-offset-4 after:absolute after:inset-0"
          >
            {article.title}
          </a>
        </h3>
        <p className="mt-1 text-sm leading-snug text-muted">
          <span className="font-semibold text-gold-text">{articleCategoryName(article.category)}</span>
          <span aria-hidden="true"> · </span>
          {/* The date and the read time wrap together, never apart. */}
          <span className="inline-block">
            <time dateTime={article.date}>{article.displayDate}</time>
            <span aria-hidden="true"> · </span>
            {article.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}
