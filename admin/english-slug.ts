/**
 * "Adresa na engleskom" of an article ("english-slug" widget): the last part of the English article's address
 * (/en/blog/<slug>/), a field of the English column only. The Serbian article's address is its file name, so in the
 * Serbian column the field says where it is written and holds no value (nothing is written into the Serbian file).
 */
import { editorWords } from '@/content/editor-words';
import { decap, type ControlProps } from './decap';

/** @param defaultLocale  the editor's first language, whose column has no English address. */
export function registerEnglishSlugWidget(defaultLocale: string | undefined): void {
  const { h, createClass, CMS } = decap;
  const EnglishSlug = createClass<ControlProps>({
    render(this: { props: ControlProps }) {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle, locale } = this.props;
      if (locale === undefined || locale === defaultLocale) return h('p', { id: forID, className: classNameWrapper }, editorWords.englishSlug.elsewhere);
      return h('input', {
        id: forID,
        type: 'text',
        className: classNameWrapper,
        value: typeof value === 'string' ? value : '',
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  });
  CMS.registerWidget('english-slug', EnglishSlug);
}
