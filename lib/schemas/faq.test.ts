import { parseUntyped } from '@/lib/content-check';
import { FAQ_TEASER_COUNT, faqListSchema } from '@/lib/schemas/faq';

const where = { file: 'content/faq.ts', name: 'faqs' };
const faqs = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  question: `Pitanje ${index + 1}?`,
  answer: 'Odgovor.',
  category: 'Osnove',
  ...(index < FAQ_TEASER_COUNT ? { teaser: true } : {}),
}));
const parse = (items: unknown[]) => () => parseUntyped(faqListSchema, items, where);
const withSecond = (change: Record<string, unknown>) => faqs.map((faq, index) => (index === 1 ? { ...faq, ...change } : faq));

describe('faqListSchema', () => {
  it('accepts a well-formed list', () => {
    expect(parse(faqs)()).toHaveLength(12);
  });

  it('names the question and the field of a malformed entry', () => {
    expect(parse(withSecond({ question: 'Pitanje bez znaka' }))).toThrow('content/faq.ts › faqs[id=2] › question: pitanje se završava znakom pitanja („?“)');
    expect(parse(withSecond({ answer: ' ' }))).toThrow('content/faq.ts › faqs[id=2] › answer: ne sme biti prazno');
    expect(parse(withSecond({ category: 'Kozmetika' }))).toThrow(
      'content/faq.ts › faqs[id=2] › category: očekuje se jedno od: Osnove, Procedura, Cene, Izbor stomatologa, Održavanje, Usluge, Kvalitet, Uslovi, Adaptacija, Bezbednost, Materijali, Oporavak; upisano je "Kozmetika"',
    );
    expect(parse(withSecond({ teaser: 'da' }))).toThrow('content/faq.ts › faqs[id=2] › teaser: očekuje se da ili ne (true ili false), a upisano je "da"');
  });

  it('refuses a repeated id, naming both questions', () => {
    expect(parse(withSecond({ id: 1 }))).toThrow('content/faq.ts › faqs[question="Pitanje 2?"] › id: 1 već ima „Pitanje 1?“: upišite drugu vrednost');
  });

  it('refuses a question asked twice in another case, spacing or punctuation (issue 42), naming the earlier one', () => {
    expect(parse(withSecond({ question: 'pitanje 1 ?' }))).toThrow('content/faq.ts › faqs[id=2] › question: "pitanje 1 ?" već ima „Pitanje 1?“');
    expect(parse(withSecond({ question: 'Drugo pitanje 1?' }))).not.toThrow();
  });

  it('refuses a question asked twice, naming the earlier one', () => {
    expect(parse(withSecond({ question: 'Pitanje 1?' }))).toThrow('content/faq.ts › faqs[id=2] › question: "Pitanje 1?" već ima');
  });

  it('wants exactly 10 questions marked for the home page', () => {
    expect(parse(withSecond({ teaser: false }))).toThrow(
      'content/faq.ts › faqs: tačno 10 pitanja treba da ima uključeno „Prikaži i na početnoj strani“, a uključeno je 9',
    );
  });
});
