import { parseUntyped } from '@/lib/content-check';
import { pagesSchema } from '@/lib/schemas/pages';

const copy = { title: 'Naslov', description: 'Opis.', heading: 'Naslov', lead: 'Uvod.' };
// Copy for some pages (which ones is the route registry's: content/pages.ts), the gallery's with its strip heading.
const pages = { home: copy, faq: copy, notFound: copy, gallery: { ...copy, stripHeading: 'Transformacije' } };
const parse = (data: unknown) => () => parseUntyped(pagesSchema, data, { file: 'content/pages.ts', name: 'pages' });

describe('pagesSchema', () => {
  it('accepts copy for every route', () => {
    expect(parse(pages)().gallery.stripHeading).toBe('Transformacije');
  });

  it('names the route and field of missing or too long copy', () => {
    expect(parse({ ...pages, faq: { ...copy, description: 'a'.repeat(161) } })).toThrow(
      'content/pages.ts › pages.faq.description: najviše 160 znakova, a ima 161',
    );
    expect(parse({ ...pages, gallery: copy })).toThrow('content/pages.ts › pages.gallery.stripHeading: nije popunjeno: očekuje se tekst');
    expect(parse({ ...pages, notFound: undefined })).toThrow('content/pages.ts › pages.notFound: nije popunjeno: očekuje se grupa polja');
  });
});
