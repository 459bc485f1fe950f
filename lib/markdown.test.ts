import { markdownToHtml, renderMarkdown } from '@/lib/markdown';

describe('markdownToHtml', () => {
  it('renders headings, paragraphs, lists and bold', () => {
    const html = markdownToHtml('## Naslov\n\nTekst sa **važnim** delom.\n\n- jedan\n- dva\n');
    expect(html).toContain('<h2 id="naslov">Naslov</h2>');
    expect(html).toContain('<p>Tekst sa <strong>važnim</strong> delom.</p>');
    expect(html).toContain('<ul>\n<li>jedan</li>\n<li>dva</li>\n</ul>');
  });
});

describe('renderMarkdown: tables that a phone lays out as cards', () => {
  it('labels each body cell with its column’s header text, for the cards on a phone', () => {
    const html = markdownToHtml('| Stavka | Cena |\n|---|---|\n| Keramička faseta | 350 € po zubu |\n| Kompozitna faseta | 50 € |\n');
    expect(html).toContain('<td data-label="Stavka">Keramička faseta</td><td data-label="Cena">350\u00a0€ po zubu</td>');
    expect(html).toContain('<td data-label="Stavka">Kompozitna faseta</td><td data-label="Cena">50\u00a0€</td>');
  });

  it('renders a table named by its role, with no roles on its rows and cells and no scrolling wrapper', () => {
    expect(markdownToHtml('| Stavka | Cena |\n|---|---|\n| Faseta | 350 € |\n')).toBe(
      '<table role="table"><thead><tr>' +
        '<th scope="col">Stavka</th><th scope="col">Cena</th></tr></thead>' +
        '<tbody><tr><td data-label="Stavka">Faseta</td><td data-label="Cena">350\u00a0€</td></tr></tbody></table>\n',
    );
  });

  it('marks a table of three or more columns to become cards on a phone; one of two columns fits and stays a table', () => {
    expect(markdownToHtml('| Zub | Rad | Cena |\n|---|---|---|\n| 11 | faseta | 350 € |\n')).toMatch(/^<table role="table" class="table-cards">/);
    expect(markdownToHtml('| Stavka | Cena |\n|---|---|\n| Faseta | 350 € |\n')).toMatch(/^<table role="table">/);
  });

  it('aligns a column by class on its header and on every cell, never by a style attribute', () => {
    const html = markdownToHtml('| Usluga | Sredina | Cena |\n|:--|:-:|--:|\n| Faseta | x | **350 €** |\n');
    expect(html).toContain('<th scope="col" class="align-left">Usluga</th>');
    expect(html).toContain('<th scope="col" class="align-center">Sredina</th>');
    expect(html).toContain('<th scope="col" class="align-right">Cena</th>');
    expect(html).toContain('<td data-label="Usluga" class="align-left">Faseta</td>');
    expect(html).toContain('<td data-label="Sredina" class="align-center">x</td>');
    expect(html).toContain('<td data-label="Cena" class="align-right"><strong>350\u00a0€</strong></td>');
    expect(html).not.toContain('style=');
  });

  it('makes a plain-text label from a header with inline markup, a link, code and raw HTML', () => {
    const html = markdownToHtml('| **Cena**  _(cenovnik)_ | [Rok](/faq/) `dani` | <b>Napomena</b> |\n|---|---|---|\n| 350 € | 7 | – |\n');
    expect(html).toContain('<th scope="col"><strong>Cena</strong>  <em>(cenovnik)</em></th>');
    expect(html).toContain('<td data-label="Cena (cenovnik)">350\u00a0€</td>');
    expect(html).toContain('<td data-label="Rok dani">7</td>');
    expect(html).toContain('<td data-label="Napomena">–</td>');
    expect(html).not.toMatch(/data-label="[^"]*[<>*_`[\]]/);
  });

  it('escapes quotes, angle brackets and a bare ampersand in a label, and keeps an entity the author wrote', () => {
    const html = markdownToHtml('| Šta znači "da" | 1 \\< 2 & 3 | A &amp; B |\n|---|---|---|\n| x | y | z |\n');
    expect(html).toContain('data-label="Šta znači &quot;da&quot;"');
    expect(html).toContain('data-label="1 &lt; 2 &amp; 3"');
    expect(html).toContain('data-label="A &amp; B"');
  });

  it('keeps a price and its "€" on one line', () => {
    const html = markdownToHtml('| Obim | Ukupno |\n|---|---|\n| Ceo osmeh | **8.000–12.000 €** (16 × 500 €) |\n');
    expect(html).toContain('<td data-label="Ukupno"><strong>8.000–12.000\u00a0€</strong> (16 × 500\u00a0€)</td>');
  });

  it('leaves out the label of a column whose header is empty, and keeps an empty cell in its place', () => {
    expect(markdownToHtml('| Kategorija |  | Poeni |\n|---|---|---|\n| **Ukupno** | | **20** |\n')).toContain(
      '<tr><td data-label="Kategorija"><strong>Ukupno</strong></td><td></td><td data-label="Poeni"><strong>20</strong></td></tr>',
    );
  });
});

describe('renderMarkdown: the outline for the table of contents', () => {
  it('lists every ## heading with a stable Serbian-slug id that its <h2> carries', () => {
    const { html, headings } = renderMarkdown(
      '## Koliko košta **faseta**?\n\nTekst.\n\n### Pododeljak\n\n## Đak i čičak: šta je „važno“\n\n## Koliko košta faseta?\n',
    );
    expect(headings).toEqual([
      { id: 'koliko-kosta-faseta', text: 'Koliko košta faseta?' },
      { id: 'djak-i-cicak-sta-je-vazno', text: 'Đak i čičak: šta je „važno“' },
      { id: 'koliko-kosta-faseta-2', text: 'Koliko košta faseta?' },
    ]);
    for (const { id } of headings) expect(html).toContain(`<h2 id="${id}">`);
    // Level-3 headings stay out of the outline and carry no id.
    expect(html).toContain('<h3>Pododeljak</h3>');
  });

  it('starts the numbering afresh for each document', () => {
    expect(renderMarkdown('## Uvod\n').headings).toEqual([{ id: 'uvod', text: 'Uvod' }]);
    expect(renderMarkdown('## Uvod\n').headings).toEqual([{ id: 'uvod', text: 'Uvod' }]);
  });
});
