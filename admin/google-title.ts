/**
 * "Naslov za Google" of an article ("google-title" widget): a text field that, while empty, shows in grey the title
 * Google gets instead (the article's own "Naslov", in the column's language), so the clinic sees what an empty field means. Stored as text, as
 * Decap's string widget stored it; empty means the article's title is used (lib/schemas/article.ts).
 * The title for Google follows the article's title (issue 42): while it is the title as it was (the articles written
 * before the editor stored it so), a change of the title changes it too, so the page's <title> is the new one (an
 * English column's may not be empty: its translation is whole or not there); a title for
 * Google of the clinic's own stays, and the form says under it that Google shows it instead of the article's title.
 */
import { editorWords } from '@/content/editor-words';
import { columnData, decap, type ControlProps } from './decap';

/** @param defaultLocale  the editor's first language: in another language's column, that column's title is shown. */
export function registerGoogleTitleWidget(defaultLocale: string | undefined): void {
  const titleOf = (props: ControlProps) => props.entry.getIn([...columnData(props.locale, defaultLocale), 'title']);
  const { h, createClass, CMS } = decap;
  const GoogleTitle = createClass<ControlProps>({
    // The title typed above shows here as it is typed: render when it or this field changes, not only on this field.
    shouldComponentUpdate(this: { props: ControlProps }, next: ControlProps) {
      return next.value !== this.props.value || titleOf(next) !== titleOf(this.props);
    },

    componentDidUpdate(this: { props: ControlProps }, previous: ControlProps) {
      const [was, now] = [titleOf(previous), titleOf(this.props)];
      if (was !== now && typeof was === 'string' && typeof now === 'string' && this.props.value === was) this.props.onChange(now);
    },

    render(this: { props: ControlProps }) {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const title = String(titleOf(this.props) ?? '');
      const own = typeof value === 'string' && value.trim() !== '' && value.trim() !== title.trim();
      return h(
        'div',
        null,
        h('input', {
          id: forID,
          type: 'text',
          className: classNameWrapper,
          value: typeof value === 'string' ? value : '',
          placeholder: title ? editorWords.googleTitle.empty(title) : '',
          'aria-describedby': own ? `${forID}-differs` : undefined,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
        own ? h('p', { id: `${forID}-differs`, className: 'editor-price-note' }, editorWords.googleTitle.differs(title)) : null,
      );
    },
  });
  CMS.registerWidget('google-title', GoogleTitle);
}
