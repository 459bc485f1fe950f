/**
 * The spec's exact strings and figures (../shared/spec.md §2, §4, §9) and the wording content/STIL.md decides for
 * them, asserted as literals copied from those documents: never imported from the constants they check, and
 * matched as whole values ("18" is not found in "2018", "5.000 €" not in "15.000 €"). Asserted on the content as
 * it was at launch (tests/launch/content/, through the real loaders), so the clinic may change its own values later.
 * The price list's names and prices are pinned in tests/launch/content.test.ts.
 */
import { faqs } from '@/content/faq';
import { frameCopy } from '@/content/frame';
import { highlights, services, statistics, team } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { articleCopy, pages, priceListCopy } from '@/content/pages';
import { priceCategories } from '@/content/price-list';
import { site } from '@/content/site';
import { formatPrice } from '@/lib/format';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The figure with no digit (or "1." / "1,") glued to either end. */
const wholeValue = (figure: string) => new RegExp(`(?<![\\d.,])${escapeRegExp(figure)}(?![.,]?\\d)`);

const answerTo = (question: string) => {
  const faq = faqs.find((entry) => entry.question === question);
  if (!faq) throw new Error(`no FAQ question „${question}“`);
  return faq.answer;
};

describe('spec §9 figures', () => {
  it('home service cards: from-prices 5.000, 550, 35, 250, 20, 50, 750 in EUR, in this order', () => {
    expect(services.map((service) => [service.priceFrom.amount, service.priceFrom.currency])).toEqual([
      [5000, 'EUR'],
      [550, 'EUR'],
      [35, 'EUR'],
      [250, 'EUR'],
      [20, 'EUR'],
      [50, 'EUR'],
      [750, 'EUR'],
    ]);
  });

  it('statistics: 2000+, 10+, 50+, 24/7, the last labelled as the message inbox (STIL.md §4)', () => {
    expect(statistics).toEqual([
      { number: '2000+', label: 'Zadovoljnih pacijenata' },
      { number: '10+', label: 'Godina iskustva' },
      { number: '50+', label: 'Uspešnih zahvata nedeljno' },
      { number: '24/7', label: 'Prijem poruka' },
    ]);
    // What 24/7 means stands next to the hours, on the contact card.
    expect(homeCopy.contact.lead).toContain('Poruke primamo 24/7 (e-pošta i društvene mreže), a odgovaramo radnim danima od 10 do 20 h.');
  });

  it('working hours: Monday to Friday, 10:00–20:00 as the spec writes them on the contact card, and nothing about the weekend (STIL.md §4)', () => {
    expect(site.hours.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect([site.hours.opens, site.hours.closes]).toEqual(['10:00', '20:00']);
    expect(site.hours.label).toBe('Ponedeljak–petak: 10:00–20:00');
    expect(JSON.stringify(homeCopy.contact)).not.toMatch(/subot|nedelj|vikend|zatvoreno/i);
  });

  it('price list: units and currencies as the spec gives them (veneers and root canals per tooth, splint and braces per jaw)', () => {
    const byName = new Map(priceCategories.flatMap((category) => category.services).map((service) => [service.name, service]));
    const entry = (name: string) => {
      const service = byName.get(name);
      return service && [service.price.amount, service.price.upTo, service.price.currency, service.unit];
    };
    expect(entry('All-on-6 – metalokeramičke krunice')).toEqual([5000, undefined, 'EUR', 'po vilici']);
    expect(entry('All-on-6 – bezmetalne krunice')).toEqual([7000, undefined, 'EUR', 'po vilici']);
    expect(entry('Hollywood Smile – kompletna transformacija osmeha')).toEqual([5000, undefined, 'EUR', undefined]);
    expect(entry('Implantat – standardni brend')).toEqual([550, undefined, 'EUR', undefined]);
    expect(entry('Implantat – premium brend')).toEqual([750, undefined, 'EUR', undefined]);
    expect(entry('Krunica od cirkonije')).toEqual([250, undefined, 'EUR', undefined]);
    expect(entry('Keramička faseta')).toEqual([350, undefined, 'EUR', 'po zubu']);
    expect(entry('Udlaga za bruksizam')).toEqual([50, undefined, 'EUR', 'po vilici']);
    expect(entry('Lečenje kanala korena')).toEqual([40, 100, 'EUR', 'po zubu']);
    expect(entry('Kompozitne fasete')).toEqual([50, undefined, 'EUR', 'po zubu']);
    expect(entry('Metalna fiksna proteza')).toEqual([750, undefined, 'EUR', 'po vilici']);
    expect(entry('Bela fiksna proteza')).toEqual([850, undefined, 'EUR', 'po vilici']);
    expect(entry('Zlatna fiksna proteza')).toEqual([1000, undefined, 'EUR', 'po vilici']);
    expect(entry('Prvi ortodontski pregled')).toEqual([1000, undefined, 'RSD', undefined]);
    expect(entry('Ortodontska analiza')).toEqual([50, undefined, 'EUR', undefined]);
    expect(entry('Kontrolni pregled')).toEqual([1000, undefined, 'RSD', undefined]);
  });

  it('price list: temporary work in 5 days, for All-on-6 and implants only (STIL.md §4)', () => {
    const special = priceCategories.find((category) => category.title === 'Specijalne ponude');
    expect(special?.note).toBe('Privremeni radovi za All-on-6 i implantate gotovi su za 5 dana.');
    expect(pages.priceList.description).toContain('Privremeni radovi za All-on-6 i implantate gotovi su za 5 dana.');
  });
});

describe('spec §9 FAQ claims, each in the answer STIL.md §3 gives it, with its context', () => {
  it('5.000–10.000 € for both jaws: the 5.000 € special offer (up to 12 works) plus more works and preparation', () => {
    const answer = answerTo('Koliko košta Hollywood Smile?');
    for (const figure of ['5.000–10.000 €', '5.000 €', '12']) expect([figure, wholeValue(figure).test(answer)]).toEqual([figure, true]);
    expect(answer).toMatch(/obe vilice/);
    expect(answer).toMatch(/priprem/);
  });

  it('2.000–6.000 € for a partial correction, next to the per-tooth prices of the price list it is made of, and the preparation', () => {
    const answer = answerTo('Koliko košta delimična korekcija osmeha, samo na nekoliko zuba?');
    expect(answer).toMatch(wholeValue('2.000–6.000 €'));
    const veneer = priceCategories.flatMap((category) => category.services).find((service) => service.id === 'keramicka-faseta');
    expect(answer).toContain(formatPrice(veneer!.price));
    expect(answer).toMatch(/priprem/);
  });

  it('150–300 € a veneer as the range in Serbia and the region, next to our price from 350 € a tooth', () => {
    const answer = answerTo('Koliko košta jedna faseta?');
    for (const figure of ['150–300 € po zubu', 'od 350 € po zubu']) expect([figure, wholeValue(figure).test(answer)]).toEqual([figure, true]);
    expect(answer).toMatch(/Srbiji i regionu/);
  });

  it('10–15+ godina for most patients; 6 meseci; 2–5 poseta over 5–10 dana, most often 7; after 18', () => {
    expect(answerTo('Koliko dugo traju rezultati?')).toMatch(/kod većine pacijenata traju 10–15\+ godina/);
    const duration = answerTo('Koliko traje izrada Hollywood Smile-a?');
    for (const figure of ['2–5 poseta', '5–10 dana', '7 dana']) expect([figure, wholeValue(figure).test(duration)]).toEqual([figure, true]);
    expect(duration).toMatch(/kojima nije potrebno prethodno lečenje/);
    expect(faqs.some((faq) => wholeValue('6 meseci').test(faq.answer))).toBe(true);
    expect(answerTo('Ko je dobar kandidat za Hollywood Smile?')).toMatch(wholeValue('18'));
  });

  it('the living tooth in the words of STIL.md §6, not as a certainty', () => {
    const answer = answerTo('Da li brušenje trajno slabi zube?');
    expect(answer).toContain('Kod faseta se uklanja samo tanak sloj gleđi, pa zub u većini slučajeva ostaje vitalan.');
    expect(answer).toContain('Kod krunica je priprema veća i postoji mali rizik da nerv kasnije zatreba lečenje.');
    expect(answer).toContain('O tome vas obaveštavamo pre početka.');
  });
});

describe('the spec’s own words, exactly (spec §2, §4)', () => {
  it('keeps the fixed labels and texts', () => {
    expect(homeCopy.patients.heading).toBe('Zadovoljni Klijenti');
    expect(priceListCopy.popularBadge).toBe('POPULARAN');
    expect([homeCopy.team.more, homeCopy.team.less]).toEqual(['Saznaj više', 'Prikaži manje']);
    expect(homeCopy.blog.readLabel).toBe('Pročitaj');
    expect(articleCopy).toMatchObject({
      backLabel: 'Nazad na blog',
      backHref: '/#blog',
      ctaHeading: 'Spremni za Hollywood Smile?',
      ctaText: 'Zakažite besplatnu konsultaciju i otkrijte kako možemo transformisati vaš osmeh',
      ctaButton: 'Zakažite Konsultaciju',
      ctaHref: '/#kontakt',
    });
    expect(site.tagline).toBe('Vaš osmeh je naša misija. Ekskluzivna stomatološka nega na najvišem nivou.');
    expect(frameCopy.phoneNotice).toBe('Broj telefona je kopiran!');
  });
});

describe('STIL.md decisions on the home page', () => {
  it('the team: introduced as a team, the founder as "doktorka stomatologije" who leads every plan, women with feminine titles', () => {
    expect(homeCopy.team.lead).toBe('Tim koji zajedno planira i vodi svaku terapiju.');
    const founder = team.find((member) => member.name === site.dentist.name);
    expect(founder?.description).toContain('bavi se estetskom stomatologijom i protetikom');
    expect(founder?.description).toContain('Svaki plan estetske i protetske terapije lično pravi i vodi');
    expect(team.map((member) => member.role)).toEqual([
      'Osnivačica ordinacije i glavna stomatološkinja',
      'Oralni hirurg',
      'Specijalistkinja endodoncije',
      'Specijalista ortopedije vilica',
      'Specijalizantkinja oralne hirurgije',
      'Menadžerka ordinacije',
      'Stomatološka sestra',
    ]);
  });

  it('"Novi osmeh za 7 dana" carries its condition, and the temporaries come the day the teeth are prepared', () => {
    const card = highlights.find((highlight) => highlight.title === 'Novi osmeh za 7 dana');
    expect(card?.text).toMatch(/kojima nije potrebno prethodno lečenje/);
    expect(card?.text).toMatch(/istog dana kada se zubi pripreme/);
    expect(card?.text).not.toMatch(/(?<!\d)5 dana/);
  });

  it('the quarter is "u Beogradu na vodi" in the about text', () => {
    expect(homeCopy.about.paragraphs.join(' ')).toContain('u Beogradu na vodi');
  });
});
