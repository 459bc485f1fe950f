import { ownProse, rawLinkProblems, repeatedSentences, sentencesOf } from './prose-checks.mjs';

const page = (main, rest = '') =>
  `<html><head><meta name="description" content="Opis."></head><body><header>Meni</header><main>${main}</main>${rest}<footer>Podnožje</footer></body></html>`;
const long = 'Privremene fasete ili krunice dobijate istog dana kada se zubi pripreme za rad.';

describe('a page’s own prose', () => {
  it('is its <main> without the blocks shared by many pages', () => {
    const html = page(`<h1>Naslov</h1><p>Tekst &amp; još.</p><aside data-shared><div><p>Poziv</p></div><p>Dugme</p></aside><p>Kraj.</p>`);
    expect(ownProse(html)).toBe('Naslov Tekst & još. Kraj.');
  });

  it('cuts sentences and counts their words', () => {
    expect(sentencesOf('Prva rečenica. „Druga“ je ovde? Treća!').map(({ key, words }) => [key, words])).toEqual([
      ['prva rečenica', 2],
      ['druga je ovde', 3],
      ['treća', 1],
    ]);
  });
});

describe('a sentence on more than two pages', () => {
  it('is named with its pages (the test of the test: a planted repeat)', () => {
    const prose = new Map([
      ['/', `Uvod. ${long}`],
      ['/faq/', `${long} Još nešto.`],
      ['/cenovnik/', `Tabela. ${long}`],
    ]);
    expect(repeatedSentences(prose)).toEqual([{ sentence: long, pages: ['/', '/cenovnik/', '/faq/'] }]);
  });

  it('passes on two pages, a short sentence anywhere, and the spec’s own strings', () => {
    const short = 'Zakažite besplatnu konsultaciju danas.';
    const two = new Map([
      ['/', `${long} ${short}`],
      ['/faq/', `${long} ${short}`],
      ['/cenovnik/', short],
    ]);
    expect(repeatedSentences(two)).toEqual([]);
    const three = new Map([...two, ['/galerija/', long]]);
    expect(repeatedSentences(three, { exempt: [long] })).toEqual([]);
  });
});

describe('a data text’s link on a page', () => {
  it('names a page where the Markdown shows instead of a link, in the text or a description', () => {
    const pages = new Map([
      ['/', page('<p>Vidite <a href="/faq/#x">Pitanje?</a></p>')],
      ['/faq/', page('<p>Vidite [Pitanje?](/faq/#x)</p>')],
      ['/cenovnik/', page('<p>Ok</p>').replace('content="Opis."', 'content="Vidite [Pitanje?](/faq/#x)"')],
    ]);
    expect(rawLinkProblems(pages)).toEqual(['/faq/: [Pitanje?](/faq/#x)', '/cenovnik/: [Pitanje?](/faq/#x)']);
  });
});
