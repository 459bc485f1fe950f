import { inlineParts, withoutLinks } from '@/lib/inline-links';

describe('links inside plain text', () => {
  const text = 'Šta obuhvata, piše u odgovoru [Kako izgleda besplatna konsultacija?](/faq/#konsultacija). Pozovite nas.';

  it('cuts a text at its links', () => {
    expect(inlineParts(text)).toEqual([
      'Šta obuhvata, piše u odgovoru ',
      { label: 'Kako izgleda besplatna konsultacija?', href: '/faq/#konsultacija' },
      '. Pozovite nas.',
    ]);
    expect(inlineParts('Bez linka.')).toEqual(['Bez linka.']);
  });

  it('keeps the words of a link where only words fit', () => {
    expect(withoutLinks(text)).toBe('Šta obuhvata, piše u odgovoru Kako izgleda besplatna konsultacija?. Pozovite nas.');
  });

  it('takes only links on this site', () => {
    expect(inlineParts('[drugi sajt](https://example.com)')).toEqual(['[drugi sajt](https://example.com)']);
  });
});
