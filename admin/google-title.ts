/**
 * "Naslov za Google" of an article ("google-title" widget): a text field that, while empty, shows in grey the title
 * Google gets instead (the article's own "Naslov", in the column's language), so the clinic sees what an empty field means. Stored as text, as
 * Decap's string widget stored it; empty means the article's title is used (lib/schemas/article.ts).
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

    render(this: { props: ControlProps }) {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const title = String(titleOf(this.props) ?? '');
      return h('input', {
        id: forID,
        type: 'text',
        className: classNameWrapper,
        value: typeof value === 'string' ? value : '',
        placeholder: title ? editorWords.googleTitle.empty(title) : '',
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  });
  CMS.registerWidget('google-title', GoogleTitle);
}
