import { parseUntyped } from '@/lib/content-check';
import { visitingPatientsSchema } from '@/lib/schemas/visiting-patients';

const link = { label: 'Više', href: '/cenovnik/#pacijenti' };
const topic = { id: 'boravak', question: 'Koliko dana?', facts: [{ term: 'Boravak', details: ['7–14 dana.'] }] };
const section = {
  id: 'pacijenti',
  heading: 'Pacijenti',
  lead: 'Uvod.',
  jumpLink: { ...link, href: '#pacijenti' },
  contactLink: link,
  topics: [topic],
  sendPhotos: { label: 'Pošaljite fotografije:', emailSubject: 'Fotografije', message: 'Dobar dan, šaljem fotografije.' },
  readMoreLabel: 'Više:',
  readMore: [link],
};
const parse = (change: Record<string, unknown>) => () =>
  parseUntyped(visitingPatientsSchema, { ...section, ...change }, { file: 'content/visiting-patients.ts', name: 'visitingPatients' });

describe('visitingPatientsSchema', () => {
  it('accepts the section with same-page and site links', () => {
    expect(parse({})).not.toThrow();
  });

  it('names the topic and the fact of an empty detail, and refuses a link to another host', () => {
    expect(parse({ topics: [{ ...topic, facts: [{ term: 'Boravak', details: [''] }] }] })).toThrow(
      'content/visiting-patients.ts › visitingPatients.topics[id="boravak"].facts[term="Boravak"] › details[0]: ne sme biti prazno',
    );
    expect(parse({ contactLink: { label: 'Mapa', href: 'https://maps.example.com/' } })).toThrow(
      'content/visiting-patients.ts › visitingPatients.contactLink.href: očekuje se adresa na sajtu ili "#oznaka", a upisano je "https://maps.example.com/"',
    );
    expect(parse({ topics: [topic, { ...topic, question: 'Opet?' }] })).toThrow(
      'content/visiting-patients.ts › visitingPatients.topics[question="Opet?"] › id: "boravak" već ima „Koliko dana?“: upišite drugu vrednost',
    );
  });
});
