import { ContentError } from '@/lib/content-check';
import { blogTeaser, orderArticles, parseArticle, relatedArticles, type Article } from '@/lib/blog';

const body = `Uvod u temu.\n\n## Prvi deo\n\n${'reč '.repeat(950)}\n\n## Zakažite besplatnu konsultaciju\n\nPozovite nas.`;

function frontmatter(overrides: Record<string, string | null> = {}): string {
  const fields: Record<string, string | null> = {
    id: '3',
    title: '"Koliko košta Hollywood Smile"',
    excerpt: '"Kratak opis članka."',
    date: '2025-01-08',
    modified: '2025-01-20',
    category: 'Cenovnik',
    views: '"2.1k"',
    metaTitle: '"Koliko košta Hollywood Smile u Beogradu"',
    metaDescription: '"Cene faseta i krunica u Beogradu."',
    keywords: '"hollywood smile cena, fasete beograd"',
    featured: 'false',
    imageAlt: '"Ilustracija osmeha"',
    ...overrides,
  };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

const parse = (raw: string, slug = 'koliko-kosta') => parseArticle(`content/blog/${slug}.md`, slug, raw, 'dr Test');

describe('parseArticle', () => {
  it('reads a well-formed article and computes what can be computed', () => {
    const article = parse(frontmatter());
    expect(article).toMatchObject({
      id: 3,
      slug: 'koliko-kosta',
      image: 'blog/koliko-kosta',
      author: 'dr Test',
      date: '2025-01-08',
      displayDate: '8. jan 2025.',
      category: 'Cenovnik',
      views: '2.1k',
      featured: false,
    });
    expect(article.readTime).toBe(`${Math.round(article.words / 200)} min`);
    expect(article.content).toContain('<h2 id="prvi-deo">Prvi deo</h2>');
    expect(article.headings).toEqual([
      { id: 'prvi-deo', text: 'Prvi deo' },
      { id: 'zakazite-besplatnu-konsultaciju', text: 'Zakažite besplatnu konsultaciju' },
    ]);
  });

  it('gives Google the article’s title when the title for Google is left empty', () => {
    expect(parse(frontmatter()).metaTitle).toBe('Koliko košta Hollywood Smile u Beogradu');
    expect(parse(frontmatter({ metaTitle: null })).metaTitle).toBe('Koliko košta Hollywood Smile');
    expect(parse(frontmatter({ metaTitle: '""' })).metaTitle).toBe('Koliko košta Hollywood Smile');
  });

  it.each([
    [{ metaDescription: `"${'a'.repeat(161)}"` }, 'metaDescription: najviše 160 znakova, a ima 161'],
    [{ title: null }, 'title: nije popunjeno: očekuje se tekst'],
    [{ date: '15.01.2025' }, 'date: očekuje se datum u obliku 2025-01-15'],
    [{ modified: '2025-01-01' }, 'modified: ne sme biti pre datuma objave'],
    [{ category: 'Kozmetika' }, 'category: očekuje se jedno od: Estetska Stomatologija'],
    [{ id: '"tri"' }, 'id: očekuje se ceo broj'],
    [{ featured: '"da"' }, 'featured: očekuje se da ili ne (true ili false)'],
    [{ views: '"mnogo"' }, 'views: očekuje se tekst poput'],
  ])('names the file and the field of a malformed entry (%o)', (overrides, message) => {
    expect(() => parse(frontmatter(overrides))).toThrow(ContentError);
    expect(() => parse(frontmatter(overrides))).toThrow(`content/blog/koliko-kosta.md › ${message}`);
  });

  it('refuses a field the format does not know, instead of dropping it', () => {
    expect(() => parse(frontmatter({ metaDesciption: '"Opis."' }))).toThrow(
      'content/blog/koliko-kosta.md › metaDesciption: polje "metaDesciption" nije poznato: uklonite ga ili ispravite naziv',
    );
  });

  it('lists every problem of a file at once, one per line', () => {
    expect(() => parse(frontmatter({ title: null, category: 'Kozmetika' }))).toThrow(
      /koliko-kosta\.md › title: nije popunjeno: očekuje se tekst\ncontent\/blog\/koliko-kosta\.md › category: očekuje se jedno od/,
    );
  });

  it('reads a quoted date as well as YAML’s own, and an absent featured as false', () => {
    expect(parse(frontmatter({ date: '"2025-01-08"', featured: null }))).toMatchObject({ date: '2025-01-08', featured: false });
  });

  it('rejects a short body, an h1 in the body and a bad file name', () => {
    expect(() => parse(frontmatter().replace(/(reč )+/, 'kratko '))).toThrow('koliko-kosta.md › content: najmanje 900 reči, a ima 11');
    expect(() => parse(frontmatter().replace('## Prvi deo', '# Prvi deo'))).toThrow(/bez naslova sa jednim #/);
    expect(() => parse(frontmatter(), 'Loš_Naziv')).toThrow(
      'Loš_Naziv.md › slug: naziv fajla: samo mala slova bez kvačica i reči spojene crticom, a sada je "Loš_Naziv"',
    );
  });

  it('rejects broken YAML with the file named', () => {
    expect(() => parse('---\ntitle: "nezatvoren\n---\ntekst')).toThrow(/content\/blog\/koliko-kosta\.md › frontmatter: zaglavlje članka nije ispravan YAML/);
  });
});

describe('orderArticles', () => {
  const article = (id: number, slug: string, date: string, featured = false) => ({ id, slug, title: `Članak ${slug}`, date, featured }) as Article;
  const sourceOf = (entry: Article) => `content/blog/${entry.slug}.md`;

  it('puts the newest first, then the lower id', () => {
    const ordered = orderArticles([article(2, 'b', '2025-01-01'), article(1, 'a', '2025-01-15'), article(3, 'c', '2025-01-01')], sourceOf);
    expect(ordered.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('refuses duplicate ids, slugs and titles and a second featured article, naming both files', () => {
    expect(() => orderArticles([article(1, 'a', '2025-01-01'), article(1, 'b', '2025-01-02')], sourceOf)).toThrow(
      'content/blog/b.md › id: 1 je već upotrebljen u članku „Članak a“',
    );
    const twin = { ...article(2, 'b', '2025-01-02'), title: 'Članak a' };
    expect(() => orderArticles([article(1, 'a', '2025-01-01'), twin], sourceOf)).toThrow(
      'content/blog/b.md › title: "Članak a" je već upotrebljen u članku „Članak a“',
    );
    expect(() => orderArticles([article(1, 'a', '2025-01-01', true), article(2, 'b', '2025-01-02', true)], sourceOf)).toThrow(
      'content/blog/b.md › featured: samo jedan članak može biti izdvojen, a već je izdvojen „Članak a“ (content/blog/a.md)',
    );
  });
});

describe('relatedArticles', () => {
  const entry = (slug: string, category: string, keywords: string, date: string) => ({ slug, category, keywords, date }) as never;
  const self = entry('cena', 'Cenovnik', 'fasete cena, hollywood smile cena', '2025-02-01');
  const all = [
    self,
    entry('rate', 'Finansije', 'hollywood smile cena, rate', '2025-01-10'),
    entry('analiza', 'Cenovnik', 'analiza cena', '2025-01-05'),
    entry('nega', 'Održavanje', 'nega faseta', '2025-03-01'),
    entry('materijali', 'Materijali', 'fasete cena, e.max', '2025-01-20'),
    entry('paste', 'Nega Zuba', 'paste', '2025-03-02'),
  ];

  it('picks the three that share most (category over a keyword), never the article itself', () => {
    expect(relatedArticles(self, all).map((article: { slug: string }) => article.slug)).toEqual(['analiza', 'materijali', 'rate']);
  });

  it('breaks ties by the newer date, then the slug, so the choice never changes between builds', () => {
    const a = entry('a', 'X', 'k', '2025-01-01');
    const others = [entry('c', 'Y', 'z', '2025-01-01'), entry('b', 'Y', 'z', '2025-01-01'), entry('d', 'Y', 'z', '2025-02-01')];
    expect(relatedArticles(a, [a, ...others]).map((article: { slug: string }) => article.slug)).toEqual(['d', 'b', 'c']);
    expect(relatedArticles(a, [a, ...others], 2)).toHaveLength(2);
  });
});

describe('blogTeaser', () => {
  const entries = Array.from({ length: 12 }, (_, index) => ({ slug: `a${index}`, featured: index === 4 }));

  it('puts the featured article first, then the next 9 in order without it', () => {
    const { featured, rest } = blogTeaser(entries);
    expect(featured?.slug).toBe('a4');
    expect(rest.map((entry) => entry.slug)).toEqual(['a0', 'a1', 'a2', 'a3', 'a5', 'a6', 'a7', 'a8', 'a9']);
  });

  it('features the newest when none is marked, and takes what there is', () => {
    const { featured, rest } = blogTeaser(entries.slice(0, 3).map((entry) => ({ ...entry, featured: false })));
    expect(featured?.slug).toBe('a0');
    expect(rest.map((entry) => entry.slug)).toEqual(['a1', 'a2']);
    expect(blogTeaser([])).toEqual({ featured: undefined, rest: [] });
  });
});
