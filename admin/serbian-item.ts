/**
 * "Prevod srpske stavke" in an English form (widget "serbian-item", issue 42): Decap's select, whose choices (the
 * Serbian items the English item may translate) are made again from the Serbian file as the editor's backend holds it
 * when the form opens (decap-server's folder in local editing, the repository on the hosted editor, with this visit's
 * saves). A question just added in Serbian is there to translate at once, without a reload or a new build. Until the
 * file is read, and if it cannot be, the choices are those of the last build (lib/cms-translation.ts).
 */
import { serbianChoices, type SerbianChoice, type SerbianList } from '@/lib/cms-translation';
import { decap, type ControlProps, type Immutable } from './decap';

/** The Serbian file's data as the backend holds it now, or undefined. */
export type CurrentData = (file: string) => Promise<unknown>;

/** The field with these choices, as Decap's select reads them (an Immutable List of { label, value } Maps). */
function withChoices(field: Immutable, choices: readonly SerbianChoice[]): Immutable {
  const built = field.get('options') as Immutable | undefined;
  const model = built?.get(0) as Immutable | undefined;
  if (!built || !model || typeof model.set !== 'function') return field;
  const options = choices.reduce((list, choice) => list.push(model.clear().set('label', choice.label).set('value', choice.value)), built.clear());
  return field.set('options', options);
}

interface State {
  choices?: SerbianChoice[];
}

export function registerSerbianItemWidget(current: CurrentData): void {
  const { h, createClass, CMS } = decap;
  const select = CMS.getWidget('select');
  if (!select) return;
  // Decap's createClass (create-react-class) gives the component its state; typed here as far as it is used.
  type Self = { props: ControlProps; state: State; setState(state: State): void; mounted?: boolean };
  const SerbianItem = createClass<ControlProps>({
    getInitialState: (): State => ({}),
    componentDidMount(this: Self) {
      this.mounted = true;
      const settings = (this.props.field.get('serbian') as Immutable | undefined)?.toJS() as SerbianList | undefined;
      if (!settings) return;
      void current(settings.file)
        .then((data) => {
          if (this.mounted && data !== undefined) this.setState({ choices: serbianChoices(data, settings) });
        })
        .catch(() => undefined);
    },
    componentWillUnmount(this: Self) {
      this.mounted = false;
    },
    render(this: { props: ControlProps }) {
      const { choices } = (this as Self).state;
      return h(select.control, { ...this.props, field: choices ? withChoices(this.props.field, choices) : this.props.field });
    },
  });
  CMS.registerWidget('serbian-item', SerbianItem, select.preview);
}
