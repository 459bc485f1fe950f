import { markdownToHtml } from '@/lib/markdown';

describe('markdownToHtml', () => {
  it('renders headings, paragraphs, lists and bold', () => {
    const html = markdownToHtml('## Naslov\n\nTekst sa **važnim** delom.\n\n- jedan\n- dva\n');
    expect(html).toContain('<h2>Naslov</h2>');
    expect(html).toContain('<p>Tekst sa <strong>važnim</strong> delom.</p>');
    expect(html).toContain('<ul>\n<li>jedan</li>\n<li>dva</li>\n</ul>');
  });

  it('renders GFM tables inside a focusable scrolling region, with column headers', () => {
    const html = markdownToHtml('| Usluga | Cena |\n|---|--:|\n| Faseta | **350 €** |\n');
    expect(html).toContain('<div class="table-scroll" role="region" aria-label="Tabela" tabindex="0"><table>');
    expect(html).toContain('<th scope="col">Usluga</th>');
    expect(html).toContain('<th scope="col" style="text-align:right">Cena</th>');
    expect(html).toContain('<td style="text-align:right"><strong>350 €</strong></td>');
  });
});
