/**
 * The estimate form's script (issue 26; components/price-estimate.tsx renders the form): on every change it
 * computes the estimate with the engine the build used (lib/estimate.ts) from the data the page carries, and
 * writes the result and the send links. Bundled on its own (scripts/build-client.mjs) and loaded only by the
 * pages that show the estimate, so every other page keeps the one small enhancement script.
 *
 * It holds no language (issue 27): every word it writes comes from the page's data, whose words name their
 * language, and that chooses how the engine writes amounts, percentages and counts (lib/estimate.ts `FIGURES`).
 * One script serves the Serbian and the English page.
 */
import { mailtoHref, viberHref, whatsAppHref } from '@/lib/contact-links';
import {
  choiceText,
  countChangedText,
  countOnSwitch,
  describeEstimate,
  estimate,
  estimateMessage,
  shownPackageId,
  type EstimateModel,
  type EstimateOption,
  type EstimateWords,
} from '@/lib/estimate';

/** What the page carries for the script (components/price-estimate.tsx). */
export interface EstimateData {
  model: EstimateModel;
  /** The page's words, with its language. */
  words: EstimateWords;
  /** Each plan as the message carries it, by timeline id ('' for a treatment without one). */
  days: Record<string, string>;
  /** Where the send links write to: the clinic's number (E.164) and e-mail. */
  contact: { phone: string; email: string };
}

function paragraph(doc: Document, text: string): HTMLParagraphElement {
  const element = doc.createElement('p');
  element.textContent = text;
  return element;
}

/** Writes a text only when it changed, so a live region announces only what is new. */
const setText = (element: Element | null, text: string) => {
  if (element && element.textContent !== text) element.textContent = text;
};

/** A list's items replaced by new ones, each made by `make`. */
function replaceItems<T>(list: Element | null, items: readonly T[], make: (item: T, doc: Document) => Node) {
  list?.replaceChildren(...items.map((item) => make(item, list.ownerDocument)));
}

/** Wires one estimate form; returns the function that recomputes it (the tests call it). */
export function enableEstimate(form: HTMLFormElement): () => void {
  const data = JSON.parse(form.querySelector('script[data-estimate-data]')?.textContent ?? 'null') as EstimateData | null;
  const optionSelect = form.elements.namedItem('option');
  const countSelect = form.elements.namedItem('count');
  if (!data || !(optionSelect instanceof HTMLSelectElement) || !(countSelect instanceof HTMLSelectElement)) return () => {};
  const out = (name: string) => form.querySelector(`[data-estimate-out="${name}"]`);

  let shown: EstimateOption | undefined;
  const update = () => {
    const option = data.model.options.find((entry) => entry.id === optionSelect.value) ?? data.model.options[0]!;
    optionSelect.value = option.id;
    // A switch to a treatment counted in other units starts at its own count (All-on-6 at one jaw), and says so.
    const switched = countOnSwitch(shown, option, Number(countSelect.value));
    shown = option;
    setText(out('count-note'), switched.changed ? countChangedText(option, switched.count, data.words) : '');
    // Only the counts this treatment allows are offered (rebuilt: iOS lists hidden options).
    const count = switched.count;
    if (countSelect.options.length !== option.maxCount) {
      countSelect.replaceChildren(...Array.from({ length: option.maxCount }, (_, index) => new Option(String(index + 1), String(index + 1))));
    }
    countSelect.value = String(count);
    setText(form.querySelector('[data-estimate-count-label]'), option.countLabel);

    const result = estimate(data.model, option.id, count);
    const text = describeEstimate(result, data.words);
    setText(out('total'), text.total);
    replaceItems(out('lines'), text.lines, (line, doc) => {
      const item = doc.createElement('li');
      item.className = 'flex items-center justify-between gap-4';
      const link = doc.createElement('a');
      link.href = line.href;
      link.className = 'inline-flex min-h-11 items-center text-gold-text underline underline-offset-4 hover:text-ink';
      link.textContent = line.text;
      const amount = doc.createElement('span');
      amount.className = 'shrink-0 text-ink tabular-nums';
      amount.textContent = line.amount;
      item.append(link, amount);
      return item;
    });
    const packageBox = out('package');
    if (packageBox && packageBox.textContent !== text.package.join('')) {
      replaceItems(packageBox, text.package, (sentence, doc) => paragraph(doc, sentence));
    }
    const shownPackage = shownPackageId(result) ?? '';
    for (const details of form.querySelectorAll<HTMLElement>('[data-estimate-package]')) details.hidden = details.dataset.estimatePackage !== shownPackage;
    const timeline = option.timeline ?? '';
    for (const plan of form.querySelectorAll<HTMLElement>('[data-estimate-timeline]')) plan.hidden = plan.dataset.estimateTimeline !== timeline;
    for (const links of form.querySelectorAll<HTMLElement>('[data-estimate-group]')) links.hidden = links.dataset.estimateGroup !== option.group;
    setText(out('cash'), text.cash);
    setText(out('instalments-intro'), text.instalmentsIntro);
    replaceItems(out('instalments'), text.instalments, (line, doc) => {
      const item = doc.createElement('li');
      item.textContent = line;
      return item;
    });

    const message = estimateMessage(text, data.words, choiceText(option, count, data.words), data.days[timeline] ?? '');
    const { phone, email } = data.contact;
    for (const link of form.querySelectorAll<HTMLAnchorElement>('a[data-contact-channel]')) {
      const channel = link.dataset.contactChannel;
      if (channel === 'whatsapp') link.href = whatsAppHref(phone, message);
      else if (channel === 'viber') link.href = viberHref(phone, message);
      else if (channel === 'email') link.href = mailtoHref(email, { subject: link.dataset.subject ?? '', body: message });
    }
  };

  // A select fires "input" and "change" for one choice: one recomputation is enough.
  form.addEventListener('change', update);
  // Nothing to send anywhere: the button (and Enter in a select) recomputes and takes the patient to the result.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    update();
    const result = form.querySelector<HTMLElement>('[data-estimate-result]');
    result?.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    result?.focus({ preventScroll: true });
  });
  // A choice made before the script ran (or restored by the browser on Back) is computed at once.
  update();
  return update;
}

export function enableEstimates(doc: Document): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>('form[data-estimate]')) enableEstimate(form);
}
