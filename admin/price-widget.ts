/**
 * The price field ("price" widget in content/cms-config.yml): a text field that reads a price as it is typed in Serbia
 * ("350", "1.200", "350 €", "350,00") and stores the whole number meant, or says what to type (lib/editor/price-input.ts).
 * A price more than three times, or less than a third of, the saved one must be confirmed under the field before the
 * save goes through (a slip such as 3500 for 350). Stored as a number, as Decap's number widget did.
 */
import { editorWords } from '@/content/editor-words';
import { isBigChange, readPrice } from '@/lib/editor/price-input';
import { formatAmount } from '@/lib/format';
import { decap, type ControlProps, type ValidationResult } from './decap';

/** Sent on window after each save (Decap's postSave): the prices on screen are now the saved ones. */
const SAVED = 'editor-saved';

interface PriceState {
  text: string;
  /** The price as it was when the field opened: what a big change is measured against. */
  saved: number | undefined;
  confirmed: boolean;
}

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function registerPriceWidget(): void {
  const { h, createClass, CMS } = decap;
  CMS.registerEventListener({ name: 'postSave', handler: () => void window.dispatchEvent(new Event(SAVED)) });
  const PriceControl = createClass<ControlProps>({
    componentDidMount(this: { onSaved(): void }) {
      window.addEventListener(SAVED, this.onSaved);
    },

    componentWillUnmount(this: { onSaved(): void }) {
      window.removeEventListener(SAVED, this.onSaved);
    },

    /** A big change is measured against the price last saved, also within one visit to the form. */
    onSaved(this: { state: PriceState; setState(state: Partial<PriceState>): void }) {
      const reading = readPrice(this.state.text);
      if (reading.ok) this.setState({ saved: reading.value, confirmed: false });
    },

    getInitialState(this: { props: ControlProps }): PriceState {
      const saved = asNumber(this.props.value);
      return { text: saved === undefined ? '' : formatAmount(saved), saved, confirmed: false };
    },

    /** Decap calls this on "Objavi": a refusal is shown under the field and stops the save. */
    isValid(this: { props: ControlProps; state: PriceState }): ValidationResult {
      const { text, saved, confirmed } = this.state;
      // An empty optional field ("Do") is fine; an empty required one is Decap's own "obavezno".
      if (text.trim() === '') return true;
      const reading = readPrice(text);
      if (!reading.ok) return { error: { message: reading.message } };
      if (isBigChange(saved, reading.value) && !confirmed && saved !== undefined) {
        return { error: { message: editorWords.price.bigChange(formatAmount(saved), formatAmount(reading.value)) } };
      }
      return true;
    },

    handleChange(this: { props: ControlProps; setState(state: Partial<PriceState>): void }, event: { target: { value: string } }) {
      const text = event.target.value;
      this.setState({ text, confirmed: false });
      const reading = readPrice(text);
      // Only a number is ever stored; what cannot be read keeps the field's text and is refused on "Objavi".
      this.props.onChange(text.trim() === '' ? '' : reading.ok ? reading.value : text);
    },

    render(this: { props: ControlProps; state: PriceState; handleChange(event: unknown): void; setState(state: Partial<PriceState>): void }) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const { text, saved, confirmed } = this.state;
      const reading = text.trim() === '' ? undefined : readPrice(text);
      const asksToConfirm = reading?.ok === true && saved !== undefined && isBigChange(saved, reading.value);
      const describedBy = `${forID}-reads`;
      return h(
        'div',
        { className: 'editor-price' },
        h('input', {
          id: forID,
          type: 'text',
          inputMode: 'decimal',
          autoComplete: 'off',
          className: classNameWrapper,
          value: text,
          'aria-describedby': describedBy,
          onChange: this.handleChange,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
        h(
          'p',
          { id: describedBy, className: reading && !reading.ok ? 'editor-price-note editor-price-problem' : 'editor-price-note', 'aria-live': 'polite' },
          reading === undefined ? '' : reading.ok ? editorWords.price.reads(formatAmount(reading.value)) : reading.message,
        ),
        asksToConfirm && reading?.ok
          ? h(
              'label',
              { className: 'editor-price-confirm' },
              h('input', { type: 'checkbox', checked: confirmed, onChange: () => this.setState({ confirmed: !confirmed }) }),
              ' ',
              editorWords.price.confirm(formatAmount(reading.value)),
            )
          : null,
      );
    },
  });
  CMS.registerWidget('price', PriceControl);
}
