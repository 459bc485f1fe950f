import { ArrowRight } from 'lucide-react';
import { ArticleDate } from '@/components/article-date';
import { Picture } from '@/components/picture';
import { articleCategoryName, type Article } from '@/content/articles';
import { imageFor } from '@/content/images';
import { articlePath } from '@/content/routes';

interface ArticleCardProps {
  article: Article;
  readLabel: string;
  /** The featured post: wide, image beside the text on large screens. */
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The page's largest paint: its image is fetched eagerly with high priority. */
  priority?: boolean;
  /** On a phone, the words before the picture: the first card of a list whose first screen must show a title (issue 41). */
  titleFirst?: boolean;
}

/** A blog post as a card: image, category, title, excerpt, date, read time and the "Pročitaj" link. */
export function ArticleCard({ article, readLabel, featured = false, headingLevel = 'h3', priority = false, titleFirst = false }: ArticleCardProps) {
  const Heading = headingLevel;
  const href = articlePath(article.slug);
  return (
    // data-shared: the same card stands on the lists and under other articles; the prose checks read each page's own words.
    <article
      data-shared
      className={`flex h-full flex-col overflow-hidden rounded-[1.25rem] border border-line bg-white ${featured ? 'lg:grid lg:grid-cols-2' : ''}`}
    >
      <Picture
        image={imageFor(article.image)}
        alt={article.imageAlt}
        sizes={featured ? '(min-width: 1024px) 640px, 100vw' : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'}
        imgClassName={`h-full w-full object-cover ${featured ? 'aspect-[2/1] sm:aspect-[16/9]' : 'aspect-[16/9]'}`}
        priority={priority}
        className={titleFirst ? 'max-sm:order-last' : undefined}
      />
      <div className={`flex flex-1 flex-col p-5 sm:p-6 ${featured ? 'lg:p-10' : ''}`}>
        <p data-small="badge" className="self-start rounded-full bg-sand px-3 py-1 text-xs font-bold tracking-[0.12em] text-gold-text uppercase">
          {articleCategoryName(article.category)}
        </p>
        <Heading className={`mt-3 font-semibold text-ink sm:mt-4 ${featured ? 'text-[1.75rem] leading-tight sm:text-3xl lg:text-4xl' : 'text-xl'}`}>
          {/* Inline padding: a one-line title's link is a 44 px target without moving a line (issue 41). */}
          <a href={href} className="py-2.5 hover:underline hover:decoration-gold-start hover:underline-offset-4">
            {article.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{article.excerpt}</p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
          <p className="flex items-center gap-4">
            <ArticleDate article={article} />
          </p>
          <a href={href} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink underline-offset-4 hover:underline">
            {readLabel}
            <span className="sr-only">: {article.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
    </article>
  );
}
