import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkForEditor, editorLine, editorPlace, editorReport, entryFileIn, type CmsConfig } from '@/lib/editor-place';
import { fileSchemaFor } from '@/lib/schemas/by-file';

/** The editor's real configuration. */
const config = parse(readFileSync(path.join(process.cwd(), 'content/cms-config.yml'), 'utf8')) as CmsConfig;

const faq = {
  questions: [
    { id: 3, question: 'Koliko zuba obuhvata Hollywood Smile?', answer: 'Obično 8 do 10.', category: 'Osnove' },
    { id: 3, question: 'Da li radite nedeljom?', answer: 'Ne.', category: 'Uslovi' },
  ],
};

const priceList = {
  categories: [
    {
      id: 'protetika',
      title: 'Protetika',
      icon: 'Crown',
      color: 'gold',
      services: [{ id: 'keramicka-faseta', name: 'Keramička faseta', price: { amount: '350', currency: 'EUR' }, description: 'Opis.' }],
    },
  ],
};

describe('editorPlace', () => {
  it('names the collection, the file, the fields by their labels and a list’s entry by its name, a label repeated once', () => {
    expect(editorPlace(config, 'content/data/faq.json', ['questions', 1, 'id'], faq)).toBe('Česta pitanja › Pitanja › „Da li radite nedeljom?“ › Broj');
    expect(editorPlace(config, 'content/data/price-list.json', ['categories', 0, 'services', 0, 'price', 'amount'], priceList)).toBe(
      'Cenovnik › Kategorije › „Protetika“ › Usluge › „Keramička faseta“ › Cena › Iznos',
    );
    expect(editorPlace(config, 'content/data/site.json', ['phone', 'e164'], {})).toBe(
      'Ordinacija i stranice › Podaci o ordinaciji › Telefon › Za pozive (međunarodni format)',
    );
  });

  it('names an article by its title in the blog, and its body by the field’s label', () => {
    const article = { title: 'Fasete ili krunice?', metaDescription: 'x' };
    expect(editorPlace(config, 'content/blog/sr/fasete-ili-krunice.md', ['metaDescription'], article)).toBe('Blog › „Fasete ili krunice?“ › Opis za Google');
    expect(editorPlace(config, 'content/blog/sr/fasete-ili-krunice.md', ['body'], article)).toBe('Blog › „Fasete ili krunice?“ › Tekst članka');
    expect(editorPlace(config, 'content/blog/sr/bez-naslova.md', ['title'], {})).toBe('Blog › „bez-naslova.md“ › Naslov');
  });

  it('finds an article’s file in each language from the path the editor gives it, which leaves the language out', () => {
    expect(entryFileIn(config, 'blog', 'content/blog/fasete.md')).toBe('content/blog/sr/fasete.md');
    expect(entryFileIn(config, 'blog', 'content/blog/fasete.md', 'en')).toBe('content/blog/en/fasete.md');
    expect(entryFileIn(config, 'faq', 'content/data/faq.json')).toBe('content/data/faq.json');
  });

  it('names a translation by its language’s column, as the editor’s language menu does', () => {
    const translation = { title: 'Veneers or crowns?' };
    expect(editorPlace(config, 'content/blog/en/fasete-ili-krunice.md', ['slug'], translation)).toBe('Blog (EN) › „Veneers or crowns?“ › Adresa na engleskom');
  });

  it('names an entry without a name by the list’s summary, else by its position; a list of texts by the text', () => {
    const timelines = { timelines: [{ id: 'a', name: 'Fasete', stays: [{ label: 'Prvi boravak', days: [{ day: 1, visit: 'Pregled' }, { day: 2 }] }] }] };
    const days = ['timelines', 0, 'stays', 0, 'days'];
    expect(editorPlace(config, 'content/data/model/timelines.json', [...days, 0, 'visit'], timelines)).toBe(
      'Paketi, rokovi i garancija › Planovi po danima › Planovi › „Fasete“ › Boravci › „Prvi boravak“ › Posete › „1. dan: Pregled“ › Šta se radi',
    );
    expect(editorPlace(config, 'content/data/model/timelines.json', [...days, 1, 'visit'], timelines)).toMatch(/ › Posete › 2\. stavka › Šta se radi$/);
    const packages = { packages: [{ name: 'Hollywood Smile', includes: ['Konsultacija', ''] }] };
    expect(editorPlace(config, 'content/data/model/packages.json', ['packages', 0, 'includes', 0], packages)).toBe(
      'Paketi, rokovi i garancija › Paketi › „Hollywood Smile“ › Uključeno › „Konsultacija“',
    );
    expect(editorPlace(config, 'content/data/model/packages.json', ['packages', 0, 'includes', 1], packages)).toMatch(/ › Uključeno › 2\. stavka$/);
  });

  it('does not name an entry by the field at fault', () => {
    const gallery = { items: [{ id: 1, title: '' }] };
    expect(editorPlace(config, 'content/data/gallery.json', ['items', 0, 'title'], gallery)).toBe('Galerija › Slike › 1. stavka › Naslov');
  });

  it('stops at the last label the editor shows when the path leaves the described fields', () => {
    expect(editorPlace(config, 'content/data/faq.json', ['questions', 0, 'populer'], faq)).toBe(
      'Česta pitanja › Pitanja › „Koliko zuba obuhvata Hollywood Smile?“',
    );
    expect(editorPlace(config, 'content/data/faq.json', [], faq)).toBe('Česta pitanja');
    expect(editorPlace(config, 'content/data/site.json', ['brand', 'x'], {})).toBe('Ordinacija i stranice › Podaci o ordinaciji › Naziv (logo)');
  });

  it('has no place for a file the editor does not edit', () => {
    expect(editorPlace(config, 'content/navigation.ts', [0, 'href'], [])).toBeUndefined();
    expect(editorPlace(config, 'content/blog/sr/podfolder/a.md', ['title'], {})).toBeUndefined();
    expect(editorPlace(config, 'content/blog/a.md', ['title'], {})).toBeUndefined();
    expect(editorPlace(config, 'content/blog/de/a.md', ['title'], {})).toBeUndefined();
  });
});

describe('editorLine and editorReport', () => {
  const repeated = {
    source: 'content/data/faq.json › questions[question="Da li radite nedeljom?"]',
    field: 'id',
    problem: '3 već ima „Koliko zuba obuhvata Hollywood Smile?“: upišite drugu vrednost',
    file: 'content/data/faq.json',
    path: ['questions', 1, 'id'],
  };

  it('puts the editor’s place first and the developer’s file, entry and field in parentheses', () => {
    expect(editorLine(config, repeated, faq)).toBe(
      'Česta pitanja › Pitanja › „Da li radite nedeljom?“ › Broj: 3 već ima „Koliko zuba obuhvata Hollywood Smile?“: upišite drugu vrednost (content/data/faq.json › questions[question="Da li radite nedeljom?"] › id)',
    );
  });

  it('reads the file from the source when the problem does not carry it, and keeps the developer’s line for a file the editor does not edit', () => {
    expect(editorLine(config, { source: 'content/data/faq.json:12', field: 'questions[3].answer', problem: 'x' }, faq)).toBe(
      'Česta pitanja: x (content/data/faq.json:12 › questions[3].answer)',
    );
    expect(editorLine(config, { source: 'content/navigation.ts', field: 'navigation[0].href', problem: 'x' }, undefined)).toBe(
      'content/navigation.ts › navigation[0].href: x',
    );
  });

  it('heads the list with what happened and where to correct it, counting the problems', () => {
    const files: string[] = [];
    const report = editorReport(config, [repeated, repeated], (file) => (files.push(file), faq));
    expect(report.split('\n')).toEqual([
      'Izmena nije objavljena: sadržaj ima 2 greške, pa sajt ostaje kakav je bio. Ispravite u uređivaču (/admin/) ovo, pa sačuvajte ponovo:',
      `- ${editorLine(config, repeated, faq)}`,
      `- ${editorLine(config, repeated, faq)}`,
    ]);
    expect(files).toEqual(['content/data/faq.json', 'content/data/faq.json']);
    expect(editorReport(config, [repeated], () => faq)).toMatch(/^Izmena nije objavljena: sadržaj ima grešku, /);
  });
});

describe('checkForEditor', () => {
  const check = (file: string, data: unknown) => checkForEditor(config, file, fileSchemaFor(file)!, data);

  it('finds what the file’s schema refuses, in Serbian at its place in the editor', () => {
    expect(check('content/data/faq.json', faq).map((problem) => problem.text)).toEqual([
      'Česta pitanja › Pitanja › „Da li radite nedeljom?“ › Broj: 3 već ima „Koliko zuba obuhvata Hollywood Smile?“: upišite drugu vrednost',
      'Česta pitanja › Pitanja: tačno 10 pitanja treba da ima uključeno „Prikaži i na početnoj strani“, a uključeno je 0',
    ]);
    expect(check('content/data/price-list.json', priceList)).toEqual([
      {
        place: 'Cenovnik › Kategorije › „Protetika“ › Usluge › „Keramička faseta“ › Cena › Iznos',
        problem: 'očekuje se broj, a upisano je "350"',
        text: 'Cenovnik › Kategorije › „Protetika“ › Usluge › „Keramička faseta“ › Cena › Iznos: očekuje se broj, a upisano je "350"',
      },
    ]);
  });

  it('prepares the file as the build does: the typography applied, then blank fields dropped', () => {
    const valid = JSON.parse(readFileSync(path.join(process.cwd(), 'content/data/faq.json'), 'utf8')) as typeof faq;
    const withFirst = (changes: object) => ({ questions: valid.questions.map((entry, index) => (index === 0 ? { ...entry, ...changes } : entry)) });
    expect(check('content/data/faq.json', valid)).toEqual([]);
    // A blank field is absent (not unknown); a field of nothing but a zero-width space is blank.
    expect(check('content/data/faq.json', withFirst({ note: '' }))).toEqual([]);
    expect(check('content/data/faq.json', withFirst({ answer: '\u200B' })).map((problem) => problem.text)).toEqual([
      `Česta pitanja › Pitanja › „${valid.questions[0]!.question}“ › Odgovor: nije popunjeno: očekuje se tekst`,
    ]);
  });

  it('leaves a length counted after references are resolved to the build', () => {
    const pages = JSON.parse(readFileSync(path.join(process.cwd(), 'content/data/pages.json'), 'utf8')) as Record<string, { description: string }>;
    const long = `${'Cena {cena:keramicka-faseta} '.repeat(6)}`;
    expect(long.length).toBeGreaterThan(160);
    expect(check('content/data/pages.json', { ...pages, faq: { ...pages.faq, description: long } })).toEqual([]);
    expect(check('content/data/pages.json', { ...pages, faq: { ...pages.faq, description: 'x'.repeat(161) } }).map((problem) => problem.text)).toEqual([
      'Ordinacija i stranice › Naslovi i opisi stranica › Česta pitanja › Opis u Google rezultatima: najviše 160 znakova, a ima 161',
    ]);
  });
});
