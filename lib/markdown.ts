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

/** From this many columns a table is too wide for a phone and becomes cards there; two columns fit. */
const CARD_TABLE_MIN_COLUMNS = 3;

/**
 * Article Markdown -> HTML at build time: GitHub-flavoured (tables included). Each `##` heading gets a stable
 * id from its text (Serbian Latin to ASCII, "-2" for a repeat), for the table of contents.
 *
 * Tables: below a tablet width app/globals.css lays each body row of a table of three or more columns (class
 * `table-cards`) out as a card, every cell showing its column's name before its value
 * (`td::before { content: attr(data-label) }`), so nothing scrolls sideways; a table of two columns fits and
 * stays a table. Each `td` carries `data-label`, the plain text of its column's header. The cards stay a
 * table for screen readers: Chromium, Firefox and Safari (from 17) expose table parts whatever their
 * `display`, and `role="table"` reinstates the table where a browser would drop it, as ARIA in HTML
 * suggests. Rows and cells carry no role: one inside a table is an error (ARIA in HTML, the W3C checker).
 * An aligned column gets a class, never a style attribute (the CSP allows none).
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
        const labels = token.header.map((content) => attributeText(inlineText(content.tokens)));
        // A price never breaks before its "€" in a narrow column ("3.000–4.500" / "€").
        const inline = (content: Tokens.TableCell) => this.parser.parseInline(content.tokens).replace(/(\d) €/g, '$1\u00a0€');
        const alignClass = (content: Tokens.TableCell) => (content.align ? ` class="${TABLE_ALIGN_CLASSES[content.align]}"` : '');
        const head = token.header.map((content) => `<th scope="col"${alignClass(content)}>${inline(content)}</th>`).join('');
        const row = (cells: Tokens.TableCell[]) =>
          cells
            .map((content, column) => {
              const label = labels[column] ? ` data-label="${labels[column]}"` : '';
              return `<td${label}${alignClass(content)}>${inline(content)}</td>`;
            })
            .join('');
        const body = token.rows.map((cells) => `<tr>${row(cells)}</tr>`).join('');
        const cards = token.header.length >= CARD_TABLE_MIN_COLUMNS ? ' class="table-cards"' : '';
        return `<table role="table"${cards}><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>\n`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  return { html, headings };
}

/** Inline tokens as plain text, without Markdown marks or raw HTML ("**Cena** i _rok_" -> "Cena i rok"). */
function inlineText(tokens: Tokens.Generic[] | undefined): string {
  const walk = (list: Tokens.Generic[]): string =>
    list
      .map((inner) => {
        if (inner.type === 'html') return '';
        if (inner.type === 'br') return ' ';
        if ('tokens' in inner && inner.tokens) return walk(inner.tokens as Tokens.Generic[]);
        return inner.text ?? inner.raw ?? '';
      })
      .join('');
  return walk(tokens ?? [])
    .replace(/\s+/g, ' ')
    .trim();
}

/** A heading's text without Markdown marks. */
function plainText(token: Tokens.Heading): string {
  return inlineText(token.tokens as Tokens.Generic[]);
}

/**
 * Plain text for a double-quoted attribute value: quotes and angle brackets escaped, and a bare "&" too; an
 * entity the author wrote ("&amp;", "&#8211;") stays one, as marked leaves it in the cell itself.
 */
function attributeText(text: string): string {
  return text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function markdownToHtml(markdown: string): string {
  return renderMarkdown(markdown).html;
}
