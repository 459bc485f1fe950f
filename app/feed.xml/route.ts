import { articles } from '@/content/articles';
import { feed } from '@/content/routes';
import { site } from '@/content/site';
import { articlePath, routes } from '@/lib/routes';
import { rssFeed } from '@/lib/rss';
import { absoluteUrl } from '@/lib/site-url';

// A static export writes /feed.xml at build time.
export const dynamic = 'force-static';

export function GET() {
  const xml = rssFeed({
    title: `${feed.title} | ${site.brand}`,
    siteUrl: absoluteUrl(site.url, routes.home),
    feedUrl: absoluteUrl(site.url, feed.path),
    description: feed.description,
    language: 'sr',
    copyright: `© ${site.copyrightYear} ${site.brand}`,
    items: articles.map((article) => ({
      title: article.title,
      url: absoluteUrl(site.url, articlePath(article.slug)),
      description: article.excerpt,
      published: article.date,
      category: article.category,
      author: article.author,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
