import { navigation } from '@/content/navigation';

describe('navigation content', () => {
  it('has the eight items of spec §2 with their exact labels, hrefs and order, and the gallery after the price list (issue 41)', () => {
    expect(navigation.map(({ label, href }) => [label, href])).toEqual([
      ['Početna', '/'],
      ['Usluge', '/#usluge'],
      ['Tim', '/#tim'],
      ['FAQ', '/#faq'],
      ['Blog', '/#blog'],
      // Spec §2's "/cenovnik", in the form the site serves (content/route-registry.ts).
      ['Cenovnik', '/cenovnik/'],
      ['Galerija', '/galerija/'],
      ['O meni', '/#o-meni'],
      ['Kontakt', '/#kontakt'],
    ]);
  });

  it('draws only Kontakt as the special button', () => {
    expect(navigation.filter((item) => item.isSpecial).map((item) => item.label)).toEqual(['Kontakt']);
  });
});
