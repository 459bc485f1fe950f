/**
 * "Naslov za Google" of an article ("google-title" widget): a text field that, while empty, shows in grey the title
 * Google gets instead (the article's own "Naslov"), so the clinic sees what an empty field means. Stored as text, as
 * Decap's string widget stored it; empty means the article's title is used (lib/schemas/article.ts).
 */
import { editorWords } from '@/content/editor-words';
import { decap, type ControlProps } from './decap';

export function registerGoogleTitleWidget(): void {
  const { h, createClass, CMS } = decap;
  const GoogleTitle = createClass<ControlProps>({
    // The title typed above shows here as it is typed: render when it or this field changes, not only on this field.
    shouldComponentUpdate(this: { props: ControlProps }, next: ControlProps) {
      return next.value !== this.props.value || next.entry.getIn(['data', 'title']) !== this.props.entry.getIn(['data', 'title']);
    },

    render(this: { props: ControlProps }) {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle, entry } = this.props;
      const title = String(entry.getIn(['data', 'title']) ?? '');
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
