/**
 * The content files the clinic edits through /admin/ (content/data/): kept in the exact form Decap CMS writes,
 * and checked by the same schemas as at build, with messages that name the file, the entry and the field.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { requireImages } from '@/content/images';
import { parseDataFile } from '@/lib/content-check';
import { faqFileSchema } from '@/lib/schemas/faq';
import { homeFileSchemas } from '@/lib/schemas/home';
import { priceListFileSchema } from '@/lib/schemas/price-list';
import { siteFileSchema } from '@/lib/schemas/site';

const DATA_DIR = path.join(process.cwd(), 'content', 'data');

function dataFiles(dir = DATA_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? dataFiles(path.join(dir, entry.name)) : entry.name.endsWith('.json') ? [path.join(dir, entry.name)] : [],
  );
}

/** A fresh parse of a file, to break. */
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8'));

describe('content/data', () => {
  it.each(dataFiles().map((file) => path.relative(process.cwd(), file)))('%s is written as the CMS writes it (2-space JSON and a final newline)', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });
});

describe('a malformed entry names its file, entry and field', () => {
  const where = (file: string) => ({ file: `content/data/${file}` });

  it('text where a price belongs', () => {
    const data = read('price-list.json') as { categories: { id: string; services: { name: string; price: { amount: unknown } }[] }[] };
    const service = data.categories.find((category) => category.id === 'protetika')!.services.find((entry) => entry.name === 'Keramička faseta')!;
    service.price.amount = '350';
    expect(() => parseDataFile(priceListFileSchema, data, where('price-list.json'))).toThrow(
      'content/data/price-list.json › categories[id="protetika"].services[id="keramicka-faseta"] › price.amount: očekuje se broj, a upisano je "350"',
    );
  });

  it('a question without its answer', () => {
    const data = read('faq.json') as { questions: Record<string, unknown>[] };
    delete data.questions[2]!.answer;
    expect(() => parseDataFile(faqFileSchema, data, where('faq.json'))).toThrow('content/data/faq.json › questions[id=3] › answer:');
  });

  it('a phone number that cannot be dialled', () => {
    const data = read('site.json') as { phone: { e164: string } };
    data.phone.e164 = '060 123 4567';
    expect(() => parseDataFile(siteFileSchema, data, where('site.json'))).toThrow(
      'content/data/site.json › phone.e164: očekuje se broj sa pozivnim brojem zemlje, bez razmaka, npr. +381601234567, a upisano je "060 123 4567"',
    );
  });

  it('a field the site does not know (a misspelt name would otherwise be dropped)', () => {
    const data = read('home/team.json') as { items: Record<string, unknown>[] };
    data.items[1]!.titula = 'dr';
    expect(() => parseDataFile(homeFileSchemas.team, data, where('home/team.json'))).toThrow(
      'content/data/home/team.json › items[id=2] › titula: polje "titula" nije poznato: uklonite ga ili ispravite naziv',
    );
  });
});

describe('a picture that does not exist', () => {
  it('names its file, entry and field', () => {
    const team = [
      { id: 1, image: 'tim/1' },
      { id: 9, image: 'tim/9' },
    ];
    expect(() => requireImages('content/data/home/team.json', 'items', team, ['image'])).toThrow(
      'content/data/home/team.json › items[id=9] › image: nema slike "tim/9": izaberite otpremljenu sliku ili oznaku iz content/image-manifest.json',
    );
    expect(() => requireImages('content/data/gallery.json', 'items', [{ id: 2, image: 'uploads/optimized/osmeh' }], ['image'])).toThrow(
      'content/data/gallery.json › items[id=2] › image: otpremljena slika "osmeh" nije u public/images/uploads/: otpremite je ponovo',
    );
    expect(() => requireImages('content/data/home/team.json', 'items', team.slice(0, 1), ['image'])).not.toThrow();
  });
});
