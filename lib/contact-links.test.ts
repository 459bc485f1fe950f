import { mailtoHref, mapQuery, mapSearchHref, viberHref, whatsAppHref } from '@/lib/contact-links';

const address = { street: 'Hercegovačka 14', postalCode: '11000', city: 'Beograd', country: 'Srbija' };

describe('contact links', () => {
  it('opens a Viber chat with the number, its "+" percent-encoded', () => {
    expect(viberHref('+381601234567')).toBe('viber://chat?number=%2B381601234567');
  });

  it('opens a WhatsApp chat with the digits only', () => {
    expect(whatsAppHref('+381601234567')).toBe('https://wa.me/381601234567');
    expect(whatsAppHref('+381601234567', 'Šaljem snimak?')).toBe('https://wa.me/381601234567?text=%C5%A0aljem%20snimak%3F');
    expect(viberHref('+381601234567', 'Šaljem snimak')).toBe('viber://chat?number=%2B381601234567&draft=%C5%A0aljem%20snimak');
  });

  it.each(['0601234567', '+381 60 123 4567', '+0601234567', ''])('refuses "%s", which is not E.164', (number) => {
    expect(() => viberHref(number)).toThrow(/E\.164/);
    expect(() => whatsAppHref(number)).toThrow(/E\.164/);
  });

  it('writes the e-mail as mailto:, refusing anything that is not an address', () => {
    expect(mailtoHref('kontakt@primer.rs')).toBe('mailto:kontakt@primer.rs');
    expect(mailtoHref('kontakt@primer.rs', { subject: 'Fotografije & snimak', body: 'Dobar dan, šaljem.' })).toBe(
      'mailto:kontakt@primer.rs?subject=Fotografije%20%26%20snimak&body=Dobar%20dan%2C%20%C5%A1aljem.',
    );
    expect(() => mailtoHref('kontakt primer.rs')).toThrow(/e-mail/);
  });

  it('searches a map for the street, postal code, city and country', () => {
    expect(mapQuery(address)).toBe('Hercegovačka 14, 11000 Beograd, Srbija');
    expect(mapSearchHref(address)).toBe('https://www.google.com/maps/search/?api=1&query=Hercegova%C4%8Dka%2014%2C%2011000%20Beograd%2C%20Srbija');
    expect(new URL(mapSearchHref(address)).searchParams.get('query')).toBe('Hercegovačka 14, 11000 Beograd, Srbija');
  });
});
