import { parseUntyped } from '@/lib/content-check';
import { homeSchemas } from '@/lib/schemas/home';

const at = (name: keyof typeof homeSchemas) => ({ file: 'content/home.ts', name });

describe('videoTestimonials', () => {
  const video = {
    id: 3,
    title: 'Novi osmeh',
    youtubeId: 'dQw4w9WgXcQ',
    placeholder: false,
    description: 'Opis.',
    poster: 'video/3',
  };
  const parse = (change: Record<string, unknown>) => () => parseUntyped(homeSchemas.videoTestimonials, [{ ...video, ...change }], at('videoTestimonials'));

  it('accepts a real video with an ISO upload date, and a placeholder without one', () => {
    expect(parse({ uploadDate: '2025-01-15' })()[0]!.uploadDate).toBe('2025-01-15');
    expect(parse({ placeholder: true })).not.toThrow();
  });

  it('stops on a malformed upload date, naming the file, the video and the field', () => {
    expect(parse({ uploadDate: '15. 1. 2025.' })).toThrow(
      'content/home.ts › videoTestimonials[id=3] › uploadDate: očekuje se datum u obliku 2025-01-15, a upisano je "15. 1. 2025."',
    );
    expect(parse({ uploadDate: '2025-02-30' })).toThrow(
      'videoTestimonials[id=3] › uploadDate: očekuje se datum u obliku 2025-01-15, a upisano je "2025-02-30"',
    );
  });

  it('stops on an upload date for a placeholder, which would announce a video that does not exist', () => {
    expect(parse({ placeholder: true, uploadDate: '2025-01-15' })).toThrow(
      'content/home.ts › videoTestimonials[id=3] › uploadDate: privremeni video nema datum objave: upišite pravu oznaku videa i isključite „Privremeni video“',
    );
  });

  it('derives the player address and the two fields the spec leaves empty', () => {
    expect(parse({})()[0]).toMatchObject({ embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', patientName: '', treatment: '' });
  });

  it('stops on an id that is not a YouTube id, and on a field the file does not hold', () => {
    expect(parse({ youtubeId: 'https://youtu.be/dQw4w9WgXcQ' })).toThrow(
      'content/home.ts › videoTestimonials[id=3] › youtubeId: očekuje se oznaka videa od 11 znakova, npr. dQw4w9WgXcQ, a upisano je "https://youtu.be/dQw4w9WgXcQ"',
    );
    expect(parse({ patientName: 'Ana' })).toThrow(
      'content/home.ts › videoTestimonials[id=3] › patientName: polje "patientName" nije poznato: uklonite ga ili ispravite naziv',
    );
  });
});

describe('the other home lists', () => {
  const member = {
    id: 1,
    name: 'dr Ana',
    role: 'Stomatolog',
    image: 'tim/1',
    specialty: 'Protetika',
    description: 'Opis.',
    availability: 'Radnim danima',
    truncateAt: 120,
  };
  const item = {
    id: 1,
    title: 'Fasete',
    description: 'Opis.',
    beforeImage: 'pre-posle/1-pre',
    afterImage: 'pre-posle/1-posle',
    treatment: 'Fasete',
    duration: '7 dana',
  };

  it('allows the spec’s truncation lengths only', () => {
    expect(() => parseUntyped(homeSchemas.team, [{ ...member, truncateAt: 60 }], at('team'))).toThrow(
      'content/home.ts › team[id=1] › truncateAt: očekuje se jedno od: 50, 80, 120; upisano je 60',
    );
  });

  it('wants a before/after case of 7 to 10 days, with image keys', () => {
    expect(() => parseUntyped(homeSchemas.beforeAfter, [{ ...item, duration: '3 nedelje' }], at('beforeAfter'))).toThrow(
      'content/home.ts › beforeAfter[id=1] › duration: očekuje se od "7 dana" do "10 dana", a upisano je "3 nedelje"',
    );
    expect(() => parseUntyped(homeSchemas.beforeAfter, [{ ...item, afterImage: '/images/1.webp' }], at('beforeAfter'))).toThrow(
      'beforeAfter[id=1] › afterImage: očekuje se oznaka slike poput "tim/1" ili otpremljena slika poput "/images/uploads/osmeh.jpg", a upisano je "/images/1.webp"',
    );
  });

  it('names a service card by its title and a statistic by its label', () => {
    const card = { title: 'Implantati', description: 'Opis.', priceItem: 'Implantat standardni', priceListAnchor: 'implantat-standardni' };
    expect(() => parseUntyped(homeSchemas.services, [card], at('services'))).toThrow(
      'content/home.ts › services[title="Implantati"] › priceItem: očekuju se mala slova bez kvačica, reči spojene crticom, a upisano je "Implantat standardni"',
    );
    expect(() => parseUntyped(homeSchemas.statistics, [{ number: '', label: 'Godina iskustva' }], at('statistics'))).toThrow(
      'content/home.ts › statistics[label="Godina iskustva"] › number: ne sme biti prazno',
    );
  });
});
