/** An RSS 2.0 feed as a string: pure, so the route and the tests share it. */
import { isIsoDate } from '@/lib/format';

export interface FeedItem {
  title: string;
  /** Absolute URL of the article; also its permanent guid. */
  url: string;
  description: string;
  /** ISO date. */
  published: string;
  category: string;
  author: string;
}

export interface FeedChannel {
  title: string;
  /** Absolute URL of the site's home page. */
  siteUrl: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  feedUrl: string;
  description: string;
  /** RSS wants a language code such as "sr". */
  language: string;
  copyright: string;
  items: readonly FeedItem[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** RFC 822 date as RSS requires: "Wed, 15 Jan 2025 00:00:00 GMT". */
export function rfc822Date(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new Error(`rfc822Date: not a date in the YYYY-MM-DD form: "${isoDate}"`);
  return new Date(isoDate).toUTCString();
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** The feed, newest item first as given; lastBuildDate is the newest item's date so builds are reproducible. */
export function rssFeed(channel: FeedChannel): string {
  const newest = channel.items.map((item) => item.published).reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.url),
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element('description', item.description),
      element('category', item.category),
      element('dc:creator', item.author),
      element('pubDate', rfc822Date(item.published)),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.siteUrl),
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    element('description', channel.description),
    element('language', channel.language),
    element('copyright', channel.copyright),
    ...(newest ? [element('lastBuildDate', rfc822Date(newest))] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
