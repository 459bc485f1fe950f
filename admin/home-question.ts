/**
 * "Prikaži i na početnoj strani" for an FAQ question ("home-question" widget): a checkbox with the count beside it
 * ("Na početnoj strani: 9 od 10 pitanja"), so the clinic sees the home page's ten while choosing them, and a save with
 * another count is refused in the form: on each ticked question when there are too many, on the first question when
 * too few. Stored as Decap's boolean widget stored it (true or false).
 */
import { editorWords } from '@/content/editor-words';
import { FAQ_TEASER_COUNT } from '@/lib/schemas/faq';
import { decap, type ControlProps, type Immutable, type ValidationResult } from './decap';

/** How many questions the form has on the home page now (read in place: no copy of the forty questions). */
function chosenCount(entry: Immutable): number {
  const list = entry.getIn(['data', 'questions']) as Immutable | undefined;
  return list?.count((question) => question?.get('teaser') === true) ?? 0;
}

export function registerHomeQuestionWidget(): void {
  const { h, createClass, CMS } = decap;
  const HomeQuestion = createClass<ControlProps>({
    // The count beside every question changes when any box is ticked: render when it or this box changes, not only
    // on this field's value (Decap's default), and not on every keystroke elsewhere in the FAQ.
    shouldComponentUpdate(this: { props: ControlProps }, next: ControlProps) {
      return next.value !== this.props.value || chosenCount(next.entry) !== chosenCount(this.props.entry);
    },

    isValid(this: { props: ControlProps }): ValidationResult {
      const chosen = chosenCount(this.props.entry);
      if (chosen > FAQ_TEASER_COUNT && this.props.value === true) return { error: { message: editorWords.homeQuestions.tooMany(chosen) } };
      // Too few: said once, on the first question, not on forty.
      const first = document.querySelector('[data-home-question]');
      if (chosen < FAQ_TEASER_COUNT && first?.id === `${this.props.forID}-home`) return { error: { message: editorWords.homeQuestions.tooFew(chosen) } };
      return true;
    },

    render(this: { props: ControlProps }) {
      const { forID, value, onChange, setActiveStyle, setInactiveStyle } = this.props;
      const chosen = chosenCount(this.props.entry);
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
