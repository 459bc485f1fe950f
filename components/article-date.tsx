import { Calendar, Clock } from 'lucide-react';
import type { Article } from '@/content/articles';

/** The publication date and the read time, with their icons: on the article's page and on its card. */
export function ArticleDate({ article }: { article: Pick<Article, 'date' | 'displayDate' | 'readTime'> }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={article.date}>{article.displayDate}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {article.readTime}
      </span>
    </>
  );
}
