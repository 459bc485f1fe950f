/**
 * Schema.org Blog for /blog. Blog, not ItemList: Google's ItemList (carousel) markup only applies to
 * courses, movies, recipes and restaurants, so a list of articles would earn nothing there, while a
 * Blog says what the page is and summarises each post (headline, URL, dates, author, image) in the
 * vocabulary of the BlogPosting on the article's own page.
 */
import type { Blog, BlogPosting, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/lib/site-url';
import { publisherJsonLd, type PublisherInfo } from './common';

export interface BlogFacts {
  name: string;
  description: string;
  /** The list's site path: "/blog/" (lib/routes.ts), "/en/blog/"; each post names its own. */
  path: string;
  language: string;
}

export interface PostSummary {
  slug: string;
  /** The post's site path in the blog's language: "/blog/<slug>/", "/en/blog/<slug>/". */
  path: string;
  title: string;
  description: string;
  imagePath: string;
  author: string;
  date: string;
  modified: string;
}

/** The posts in the order the page lists them. */
export function blogJsonLd(blog: BlogFacts, posts: readonly PostSummary[], publisher: PublisherInfo): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': absoluteUrl(publisher.url, `${blog.path}#blog`),
    name: blog.name,
    description: blog.description,
    url: absoluteUrl(publisher.url, blog.path),
    inLanguage: blog.language,
    publisher: publisherJsonLd(publisher),
    blogPost: posts.map((post): BlogPosting => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      url: absoluteUrl(publisher.url, post.path),
      image: absoluteUrl(publisher.url, post.imagePath),
      author: { '@type': 'Person', name: post.author },
      datePublished: post.date,
      dateModified: post.modified,
    })),
  };
}
