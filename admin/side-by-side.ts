/**
 * The English words beside their Serbian originals (issue 27): the preview pane of each English form ("Engleski
 * prevod") shows every text of the file under its place in the form, Serbian and English side by side, as the site
 * pairs them, while the clinic types; and above them what is not translated yet. The pairs: content/editor-english.ts.
 */
import { editorWords } from '@/content/editor-words';
import { sideBySide } from '@/content/editor-english';
import type { CmsConfig } from '@/lib/editor-place';
import { decap, type Immutable } from './decap';

interface PreviewProps {
  entry: Immutable;
}

const words = editorWords.english.sideBySide;

/** Registers the pane for each English form of `config` (the collection lib/cms-translation.ts makes). */
export function registerSideBySide(config: CmsConfig): void {
  const { h, createClass, CMS } = decap;
  const english = config.collections.find((collection) => collection.name === editorWords.english.form.name);
  const list = (heading: string, places: string[]) =>
    places.length === 0 ? null : h('section', null, h('h2', null, heading), h('ul', null, ...places.map((place) => h('li', null, place))));
  const Pane = createClass<PreviewProps>({
    render(this: { props: PreviewProps }) {
      const { entry } = this.props;
      const data = (entry.get('data') as Immutable | undefined)?.toJS() as Record<string, unknown> | undefined;
      const view = sideBySide(config, String(entry.get('path') ?? ''), data ?? {});
      return h(
        'article',
        { className: 'side-by-side' },
        h('h1', null, words.heading),
        h('p', { className: 'lead' }, words.lead),
        list(words.unfit, view.unfit),
        list(words.untranslated, view.untranslated),
        h(
          'dl',
          null,
          ...view.pairs.map(({ place, serbian, english: translated }) =>
            h(
              'div',
              { className: 'pair' },
              h('dt', null, place),
              h('dd', { lang: 'sr-Latn' }, h('span', { className: 'language' }, words.serbian), serbian),
              h('dd', { lang: 'en' }, h('span', { className: 'language' }, words.english), translated),
            ),
          ),
        ),
      );
    },
  });
  CMS.registerPreviewStyle('/admin/side-by-side.css');
  for (const file of english?.files ?? []) CMS.registerPreviewTemplate(file.name, Pane);
}
