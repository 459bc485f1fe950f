/**
 * "Prikaži i na početnoj strani" for an FAQ question ("home-question" widget): a checkbox with the count beside it
 * ("Na početnoj strani: 9 od 10 pitanja"), so the clinic sees the home page's ten while choosing them, and a save with
 * another count is refused in the form: on each ticked question when there are too many, on the first question when
 * too few. Stored as Decap's boolean widget stored it (true or false).
 */
import { editorWords } from '@/content/editor-words';
import { FAQ_TEASER_COUNT } from '@/lib/schemas/faq';
import { decap, type ControlProps, type Immutable, type ValidationResult } from './decap';

/** The questions as the form holds them now. */
function questions(entry: Immutable): { teaser?: boolean }[] {
  const list = entry.getIn(['data', 'questions']) as Immutable | undefined;
  return (list?.toJS() as { teaser?: boolean }[] | undefined) ?? [];
}

export function registerHomeQuestionWidget(): void {
  const { h, createClass, CMS } = decap;
  const HomeQuestion = createClass<ControlProps>({
    // Every question's count changes when any box is ticked: render on every change of the entry, not only of this
    // field's value (Decap's default).
    shouldComponentUpdate() {
      return true;
    },

    isValid(this: { props: ControlProps }): ValidationResult {
      const all = questions(this.props.entry);
      const chosen = all.filter((question) => question.teaser === true).length;
      if (chosen > FAQ_TEASER_COUNT && this.props.value === true) return { error: { message: editorWords.homeQuestions.tooMany(chosen) } };
      // Too few: said once, on the first question, not on forty.
      const first = document.querySelector('[data-home-question]');
      if (chosen < FAQ_TEASER_COUNT && first?.id === `${this.props.forID}-home`) return { error: { message: editorWords.homeQuestions.tooFew(chosen) } };
      return true;
    },

    render(this: { props: ControlProps }) {
      const { forID, value, onChange, setActiveStyle, setInactiveStyle } = this.props;
      const chosen = questions(this.props.entry).filter((question) => question.teaser === true).length;
      return h(
        'div',
        { className: 'editor-home-question', id: `${forID}-home`, 'data-home-question': '' },
        h('input', {
          id: forID,
          type: 'checkbox',
          checked: value === true,
          onChange: () => onChange(value !== true),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          'aria-describedby': `${forID}-count`,
        }),
        h(
          'span',
          { id: `${forID}-count`, className: chosen === FAQ_TEASER_COUNT ? 'editor-count' : 'editor-count editor-count-off' },
          editorWords.homeQuestions.count(chosen),
        ),
      );
    },
  });
  CMS.registerWidget('home-question', HomeQuestion);
}
