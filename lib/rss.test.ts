import { escapeXml, rfc822Date, rssFeed } from '@/lib/rss';

const channel = {
  title: 'Blog | Aurora Dental',
  siteUrl: 'https://www.example.rs/',
  feedUrl: 'https://www.example.rs/feed.xml',
  description: 'Saveti o fasetama & krunicama',
  language: 'sr',
  copyright: '© 2025 Aurora Dental',
  items: [
    {
      title: 'Fasete <ili> krunice: šta je bolje?',
      url: 'https://www.example.rs/blog/fasete/',
      description: 'Poređenje "E.max" i cirkonije',
      published: '2025-01-22',
      category: 'Fasete',
      author: 'dr Milica Jovanović',
    },
    {
      title: 'Hollywood Smile',
      url: 'https://www.example.rs/blog/hs/',
      description: 'Uvod',
      published: '2025-01-15',
      category: 'Estetska Stomatologija',
      author: 'dr Milica Jovanović',
    },
  ],
};

describe('rssFeed', () => {
  const xml = rssFeed(channel);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed RSS 2.0 with the channel facts and a self link', () => {
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > title')?.textContent).toBe('Blog | Aurora Dental');
    expect(doc.querySelector('channel > description')?.textContent).toBe('Saveti o fasetama & krunicama');
    expect(doc.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe('https://www.example.rs/feed.xml');
    expect(doc.querySelector('lastBuildDate')?.textContent).toBe('Wed, 22 Jan 2025 00:00:00 GMT');
  });

  it('has one item per article with its link as a permanent guid, escaped text and an RFC 822 date', () => {
    const items = Array.from(doc.querySelectorAll('item'));
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first.querySelector('title')?.textContent).toBe('Fasete <ili> krunice: šta je bolje?');
    expect(first.querySelector('guid')?.textContent).toBe('https://www.example.rs/blog/fasete/');
    expect(first.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
    expect(first.querySelector('description')?.textContent).toBe('Poređenje "E.max" i cirkonije');
    expect(first.getElementsByTagName('dc:creator')[0]?.textContent).toBe('dr Milica Jovanović');
    expect(first.querySelector('pubDate')?.textContent).toBe('Wed, 22 Jan 2025 00:00:00 GMT');
  });
});

describe('helpers', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('formats RFC 822 dates and rejects non-dates', () => {
    expect(rfc822Date('2025-01-15')).toBe('Wed, 15 Jan 2025 00:00:00 GMT');
    expect(() => rfc822Date('15. Jan 2025')).toThrow('not a date');
  });
});
