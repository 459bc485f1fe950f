import { Marked, type Tokens } from 'marked';
import { slugify } from '@/lib/slug';

/** A `##` section of an article: its anchor id and its text, for the table of contents. */
export interface ArticleHeading {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The `##` headings in order, each with the id its <h2> carries. */
  headings: ArticleHeading[];
}

const TABLE_ALIGN_CLASSES = { left: 'align-left', center: 'align-center', right: 'align-right' } as const;

/**
 * Article Markdown -> HTML at build time: GitHub-flavoured (tables included). Each table sits in a
 * focusable, labelled region that scrolls sideways on a phone instead of overflowing the page; an aligned
 * column gets a class (app/globals.css), never a style attribute (the CSP allows none). Each `##` heading
 * gets a stable id from its text (Serbian Latin to ASCII, "-2" for a repeat), for the table of contents.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: ArticleHeading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        if (token.depth !== 2) return `<h${token.depth}>${inner}</h${token.depth}>\n`;
        const base = slugify(token.text) || 'odeljak';
        const seen = (used.get(base) ?? 0) + 1;
        used.set(base, seen);
        const id = seen === 1 ? base : `${base}-${seen}`;
        headings.push({ id, text: plainText(token) });
        return `<h2 id="${id}">${inner}</h2>\n`;
      },
      table(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Table) {
        const cell = (tag: 'th' | 'td', content: Tokens.TableCell) => {
          const align = content.align ? ` class="${TABLE_ALIGN_CLASSES[content.align]}"` : '';
          const scope = tag === 'th' ? ' scope="col"' : '';
          return `<${tag}${scope}${align}>${this.parser.parseInline(content.tokens)}</${tag}>`;
        };
        const head = `<tr>${token.header.map((content) => cell('th', content)).join('')}</tr>`;
        const body = token.rows.map((row) => `<tr>${row.map((content) => cell('td', content)).join('')}</tr>`).join('');
        return `<div class="table-scroll" role="region" aria-label="Tabela" tabindex="0"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  return { html, headings };
}

/** A heading's text without Markdown marks ("**Cena** i _rok_" -> "Cena i rok"). */
function plainText(token: Tokens.Heading): string {
  const walk = (tokens: Tokens.Generic[]): string =>
    tokens.map((inner) => ('tokens' in inner && inner.tokens ? walk(inner.tokens as Tokens.Generic[]) : (inner.text ?? inner.raw ?? ''))).join('');
  return walk(token.tokens as Tokens.Generic[]).replace(/\s+/g, ' ').trim();
}

export function markdownToHtml(markdown: string): string {
  return renderMarkdown(markdown).html;
}
