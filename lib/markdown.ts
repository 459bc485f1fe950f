import { Marked, type Tokens } from 'marked';

/**
 * Article Markdown -> HTML at build time: GitHub-flavoured (tables included). Each table sits in
 * a focusable, labelled region that scrolls sideways on a phone instead of overflowing the page.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    table(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Table) {
      const cell = (tag: 'th' | 'td', content: Tokens.TableCell) => {
        const align = content.align ? ` style="text-align:${content.align}"` : '';
        const scope = tag === 'th' ? ' scope="col"' : '';
        return `<${tag}${scope}${align}>${this.parser.parseInline(content.tokens)}</${tag}>`;
      };
      const head = `<tr>${token.header.map((content) => cell('th', content)).join('')}</tr>`;
      const body = token.rows.map((row) => `<tr>${row.map((content) => cell('td', content)).join('')}</tr>`).join('');
      return `<div class="table-scroll" role="region" aria-label="Tabela" tabindex="0"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
    },
  },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}
