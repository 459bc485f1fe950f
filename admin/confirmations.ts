/**
 * „Pre objave: za potvrdu“ (issue 39 item 6): the preview pane beside the list shows each fact still awaiting
 * confirmation as a link to the editor's screen where it is stated, and the confirmed ones below, so the clinic
 * opens each place, checks the words, and ticks it.
 */
import { editorWords } from '@/content/editor-words';
import { decap, type Immutable } from './decap';

interface PreviewProps {
  entry: Immutable;
}

interface Item {
  what?: string;
  where?: string;
  screen?: string;
  by?: string;
  confirmed?: boolean;
}

const words = editorWords.confirmations;

/** Registers the pane for the confirmations file (content/cms-config.yml, collection "potvrde"). */
export function registerConfirmations(): void {
  const { h, createClass, CMS } = decap;
  const item = (entry: Item) =>
    h(
      'li',
      null,
      h('a', { href: `#/collections/${entry.screen ?? ''}`, target: '_top' }, entry.where ?? ''),
      h('p', null, entry.what ?? ''),
      h('p', { className: 'by' }, entry.by === 'pravnik' ? words.byLawyer : words.byClinic),
    );
  const Pane = createClass<PreviewProps>({
    render(this: { props: PreviewProps }) {
      const data = (this.props.entry.get('data') as Immutable | undefined)?.toJS() as { items?: Item[] } | undefined;
      const items = data?.items ?? [];
      const open = items.filter((entry) => !entry.confirmed);
      const done = items.filter((entry) => entry.confirmed);
      return h(
        'article',
        { className: 'side-by-side' },
        h('h1', null, words.heading),
        h('p', { className: 'lead' }, open.length === 0 ? words.allConfirmed : words.lead(open.length)),
        h('ul', null, ...open.map(item)),
        done.length === 0 ? null : h('section', null, h('h2', null, words.confirmed), h('ul', null, ...done.map(item))),
      );
    },
  });
  CMS.registerPreviewTemplate('spisak', Pane);
}
