/**
 * The model as the site loads it (content/model.ts): references resolve against the clinic's own data, and one that
 * cannot be resolved stops the build naming the file and the line. Expectations are read from the data, not typed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import priceListData from '@/content/data/price-list.json';
import { articles } from '@/content/articles';
import { faqs } from '@/content/faq';
import { model, packageForRow, packages, parseEnglishProse, resolveContent, resolveText } from '@/content/model';
import { wordsFileSchemas } from '@/lib/schemas/by-file';
import { priceCategories } from '@/content/price-list';
import { parseArticle } from '@/lib/blog';
import { formatPrice } from '@/lib/format';

const row = (id: string) => {
  const found = priceCategories.flatMap((category) => category.services).find((service) => service.id === id);
  if (!found) throw new Error(`no price-list row "${id}"`);
  return found;
};

describe('references against the clinic’s model', () => {
  it('print a row’s price exactly as the price list prints it', () => {
    for (const service of priceCategories.flatMap((category) => category.services)) {
      expect(resolveText(`{cena:${service.id}}`, { file: 'x', field: '' })).toBe(formatPrice(service.price));
    }
  });

  it('compute a package’s "instead of" from its works on the price list, and every package costs less', () => {
    for (const entry of model.packages.filter((item) => item.units !== undefined)) {
      const unit = row(entry.unitItem!).price.amount;
      const regular = entry.units! * unit;
      expect(resolveText(`{paket:${entry.id}:umesto}`, { file: 'x', field: '' })).toBe(formatPrice({ amount: regular, currency: 'EUR' }));
      expect(row(entry.priceItem).price.amount).toBeLessThan(regular);
    }
  });

  it('give every package row on /cenovnik/ its inclusions, resolved', () => {
    for (const entry of packages) {
      expect(packageForRow(entry.priceItem)).toBe(entry);
      expect([...entry.includes, ...entry.excludes, entry.condition].join(' ')).not.toMatch(/[{}]/);
    }
  });

  it('leave no reference unresolved in what the pages render', () => {
    const texts = [
      ...faqs.map((faq) => faq.answer),
      ...articles.flatMap((article) => [article.content, article.title, article.excerpt, article.metaDescription]),
      ...priceCategories.flatMap((category) => [category.note ?? '', ...category.services.map((service) => service.description)]),
    ];
    expect(texts.filter((text) => /\{[a-z-]+(:[^{}]*)?\}/.test(text))).toEqual([]);
  });
});

describe('the check-ups after cementing (issue 40 item 6)', () => {
  it('are in every plan by days, the regular check-up last, and the FAQ’s answer on the plan shows them', () => {
    for (const timeline of model.timelines) {
      const checkups = timeline.checkups ?? [];
      expect(checkups.length).toBeGreaterThan(1);
      expect(checkups[checkups.length - 1]!.after).toBe('kontrole');
      for (const checkup of checkups) expect(model.facts.some((fact) => fact.id === checkup.after)).toBe(true);
    }
    const sentence = resolveText('{provere:fasete-i-krunice}', { file: 'x', field: '' });
    const plan = faqs.find((faq) => faq.claim === 'boravak')!;
    expect(plan.answer).toContain(sentence);
  });
});

describe('an unknown reference stops the build, naming the file and the line', () => {
  it('in an article body: its file line', () => {
    // A real article with one mistyped reference added as its last line.
    const source = readFileSync(path.join(process.cwd(), 'content', 'blog', 'sr', `${articles[0]!.slug}.md`), 'utf8').trimEnd();
    const raw = `${source}\n\nFaseta košta {cena:keramicka-fasta}.\n`;
    const line = raw.trimEnd().split('\n').length;
    expect(() =>
      parseArticle('content/blog/primer.md', 'primer', raw, 'Autor', (text, { field, firstLine, markdown }) =>
        resolveText(text, { file: 'content/blog/primer.md', field, firstLine, fileText: raw }, { markdown }),
      ),
    ).toThrow(`content/blog/primer.md:${line}: {cena:keramicka-fasta}: nijedna usluga na cenovniku nema oznaku "keramicka-fasta"`);
  });

  it('in a data file: the line of the string, and the entry and field', () => {
    const data = { questions: [{ id: 1, answer: 'Prva kontrola je posle {rok:kontrola}.' }] };
    expect(() => resolveContent(data, 'content/data/faq.json', data)).toThrow(
      'content/data/faq.json:5 › questions[0].answer: {rok:kontrola}: nijedan rok nema oznaku "kontrola" (Paketi, rokovi i garancija › Rokovi)',
    );
  });

  it('a price-list row the model names must exist: the real file’s rows are what packages name', () => {
    const rows = new Set(priceListData.categories.flatMap((category) => category.services.map((service) => service.id)));
    for (const entry of model.packages) {
      expect(rows.has(entry.priceItem)).toBe(true);
      if (entry.unitItem) expect(rows.has(entry.unitItem)).toBe(true);
    }
  });
});

describe('an English words file read through its schema', () => {
  it('is read through the schema the editor checks it against (lib/schemas/by-file.ts), or the build stops naming both', () => {
    const words = JSON.parse(readFileSync(path.join(process.cwd(), 'content/en/pages.json'), 'utf8')) as unknown;
    const serbian = JSON.parse(readFileSync(path.join(process.cwd(), 'content/data/pages.json'), 'utf8')) as unknown;
    expect(parseEnglishProse(wordsFileSchemas['pages.json'], serbian, words, 'pages.json')).toHaveProperty('home');
    expect(() => parseEnglishProse(wordsFileSchemas['site.json'], serbian, words, 'pages.json')).toThrow(
      "content/en/pages.json: read through a schema other than wordsFileSchemas['pages.json']",
    );
  });
});

describe('a text the clinic emptied in Serbian', () => {
  it('needs no English and is left out of the English, as of the Serbian', () => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as { categories: Record<string, unknown>[] };
    const serbian = read('content/data/price-list.json');
    const words = read('content/en/price-list.json');
    const index = serbian.categories.findIndex((category) => typeof category.note === 'string');
    expect(index).toBeGreaterThanOrEqual(0);
    const emptied = { ...serbian, categories: serbian.categories.map((category, at) => (at === index ? { ...category, note: '' } : category)) };
    const untouched = {
      ...words,
      categories: words.categories.map((category) => (category.id === serbian.categories[index]!.id ? { ...category, note: undefined } : category)),
    };
    const english = parseEnglishProse(wordsFileSchemas['price-list.json'], emptied, JSON.parse(JSON.stringify(untouched)), 'price-list.json');
    expect(english.categories[index]).not.toHaveProperty('note');
  });
});
