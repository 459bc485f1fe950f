import { markdownToHtml, renderMarkdown } from '@/lib/markdown';

describe('markdownToHtml', () => {
  it('renders headings, paragraphs, lists and bold', () => {
    const html = markdownToHtml('## Naslov\n\nTekst sa **važnim** delom.\n\n- jedan\n- dva\n');
    expect(html).toContain('<h2 id="naslov">Naslov</h2>');
    expect(html).toContain('<p>Tekst sa <strong>važnim</strong> delom.</p>');
    expect(html).toContain('<ul>\n<li>jedan</li>\n<li>dva</li>\n</ul>');
  });

  it('renders GFM tables inside a focusable scrolling region, aligned by class, never by a style attribute', () => {
    const html = markdownToHtml('| Usluga | Sredina | Cena |\n|---|:-:|--:|\n| Faseta | x | **350 €** |\n');
    expect(html).toContain('<div class="table-scroll" role="region" aria-label="Tabela" tabindex="0"><table>');
    expect(html).toContain('<th scope="col">Usluga</th>');
    expect(html).toContain('<th scope="col" class="align-center">Sredina</th>');
    expect(html).toContain('<th scope="col" class="align-right">Cena</th>');
    expect(html).toContain('<td class="align-right"><strong>350 €</strong></td>');
    expect(html).not.toContain('style=');
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
