import { absoluteUrl, parseSiteUrl, withTrailingSlash } from '@/lib/site-url';

describe('parseSiteUrl', () => {
  it('uses the fallback when the variable is unset or blank', () => {
    expect(parseSiteUrl(undefined, 'https://www.example.rs')).toBe('https://www.example.rs');
    expect(parseSiteUrl('  ', 'https://www.example.rs')).toBe('https://www.example.rs');
  });

  it('takes the variable and drops a trailing slash', () => {
    expect(parseSiteUrl('https://klinika.rs/', 'https://www.example.rs')).toBe('https://klinika.rs');
  });

  it.each([
    ['klinika.rs', /absolute URL/],
    ['ftp://klinika.rs', /http or https/],
    ['https://klinika.rs/sr', /without a path/],
  ])('rejects %s with a message naming the variable', (value, message) => {
    expect(() => parseSiteUrl(value, 'https://www.example.rs')).toThrow(message);
    expect(() => parseSiteUrl(value, 'https://www.example.rs')).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });
});

describe('withTrailingSlash', () => {
  it.each([
    ['/', '/'],
    ['/cenovnik', '/cenovnik/'],
    ['/blog/moj-clanak/', '/blog/moj-clanak/'],
    ['/#kontakt', '/#kontakt'],
    ['/blog?strana=2', '/blog/?strana=2'],
    ['/feed.xml', '/feed.xml'],
  ])('%s -> %s', (input, expected) => {
    expect(withTrailingSlash(input)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and the served form of the path', () => {
    expect(absoluteUrl('https://klinika.rs', '/blog/clanak')).toBe('https://klinika.rs/blog/clanak/');
    expect(absoluteUrl('https://klinika.rs')).toBe('https://klinika.rs/');
  });

  it('refuses a relative path', () => {
    expect(() => absoluteUrl('https://klinika.rs', 'blog')).toThrow(/starting with "\/"/);
  });
});
