import type { EstimateModel, EstimateWords } from '@/lib/estimate';
import { enableEstimate, type EstimateData } from '@/lib/estimate-form';

// The form's script with a made-up model: it writes whatever language its data block carries, and has none of its
// own (issue 27). content/estimate.test.ts checks the clinic's own words in both languages.
const model: EstimateModel = {
  options: [
    {
      id: 'veneer',
      group: 'Veneers',
      label: 'Veneer',
      rows: [{ id: 'veneer', name: 'Veneer', amount: 450 }],
      countLabel: 'Number of teeth',
      unit: ['tooth', 'teeth'],
      maxCount: 20,
      startCount: 8,
      timeline: 'stay',
    },
    {
      id: 'jaw',
      group: 'All-on-6',
      label: 'All-on-6',
      rows: [{ id: 'jaw', name: 'All-on-6', amount: 5000 }],
      countLabel: 'Number of jaws',
      unit: ['jaw', 'jaws'],
      maxCount: 2,
      startCount: 1,
    },
  ],
  packages: [{ id: 'smile', name: 'Smile', rowId: 'smile', price: 5000, units: 12, unitRowId: 'veneer' }],
  cashDiscountPercent: 5,
  downPaymentPercent: 30,
  instalmentCounts: [3, 12],
};

const english: EstimateWords = {
  language: 'en',
  line: '{count} × {name}',
  totalLabel: 'Total',
  packageApplied: 'The “{name}” package applies ({price}): it covers {covered}, {saving} less.',
  packageExtra: 'Beyond the package: {extra}.',
  packageNotYet: 'The “{name}” package ({price}) from {from}.',
  packageRow: 'The “{name}” package.',
  cash: 'In cash: {cashTotal} ({percent} discount, {discount} less).',
  instalments: 'A down payment of {downPayment} ({percent}):',
  instalment: '{count} of {monthly}',
  messageIntro: 'Hello',
  countChanged: 'The count has changed: {count} ({group}).',
  works: ['restoration', 'restorations'],
  instalmentUnit: ['instalment', 'instalments'],
};

function form(words: EstimateWords): HTMLFormElement {
  const data: EstimateData = {
    model,
    words,
    days: { stay: 'One stay.', '': 'At the consultation.' },
    contact: { phone: '+381601234567', email: 'info@example.com' },
  };
  document.body.innerHTML = `
    <form data-estimate="">
      <select name="option"><option value="veneer">Veneer</option><option value="jaw">All-on-6</option></select>
      <span data-estimate-count-label=""></span>
      <p data-estimate-out="count-note"></p>
      <select name="count">${Array.from({ length: 20 }, (_, index) => `<option value="${index + 1}">${index + 1}</option>`).join('')}</select>
      <span data-estimate-out="total"></span>
      <ul data-estimate-out="lines"></ul>
      <div data-estimate-out="package"></div>
      <p data-estimate-out="cash"></p>
      <p data-estimate-out="instalments-intro"></p>
      <ul data-estimate-out="instalments"></ul>
      <a data-contact-channel="whatsapp" href="#"></a>
      <a data-contact-channel="email" data-subject="Estimate" href="#"></a>
      <script type="application/json" data-estimate-data="">${JSON.stringify(data)}</script>
    </form>`;
  return document.querySelector('form')!;
}

const out = (name: string) => document.querySelector(`[data-estimate-out="${name}"]`)!;

describe('the estimate form’s script', () => {
  it('writes an English estimate, with English amounts, counts and message, from the data block alone', () => {
    const element = form(english);
    (element.elements.namedItem('option') as HTMLSelectElement).value = 'veneer';
    (element.elements.namedItem('count') as HTMLSelectElement).value = '8';
    enableEstimate(element);
    expect(out('total').textContent).toBe('€3,600');
    expect(out('lines').textContent).toBe('8 × Veneer€3,600');
    expect(out('package').textContent).toBe('The “Smile” package (€5,000) from 12 restorations.');
    expect(out('cash').textContent).toBe('In cash: €3,420 (5% discount, €180 less).');
    expect(out('instalments-intro').textContent).toBe('A down payment of €1,080 (30%):');
    expect([...out('instalments').children].map((item) => item.textContent)).toEqual(['3 instalments of €840', '12 instalments of €210']);
    const whatsApp = decodeURIComponent(document.querySelector<HTMLAnchorElement>('[data-contact-channel="whatsapp"]')!.href);
    expect(whatsApp).toContain(
      ['Hello', 'Veneer: 8 teeth', '8 × Veneer: €3,600', 'The “Smile” package (€5,000) from 12 restorations.', 'Total: €3,600', 'One stay.'].join('\n'),
    );
  });

  it('counts one and more in the data’s language, and names the count for the chosen treatment', () => {
    const element = form(english);
    (element.elements.namedItem('option') as HTMLSelectElement).value = 'jaw';
    (element.elements.namedItem('count') as HTMLSelectElement).value = '1';
    const update = enableEstimate(element);
    expect(document.querySelector('[data-estimate-count-label]')!.textContent).toBe('Number of jaws');
    expect(decodeURIComponent(document.querySelector<HTMLAnchorElement>('[data-contact-channel="email"]')!.href)).toContain('All-on-6: 1 jaw');
    (element.elements.namedItem('count') as HTMLSelectElement).value = '2';
    update();
    expect(decodeURIComponent(document.querySelector<HTMLAnchorElement>('[data-contact-channel="email"]')!.href)).toContain('All-on-6: 2 jaws');
  });

  it('writes Serbian figures from Serbian words, with the same script', () => {
    const element = form({ ...english, language: 'sr', works: ['rad', 'rada', 'radova'], instalmentUnit: ['rata', 'rate', 'rata'] });
    (element.elements.namedItem('count') as HTMLSelectElement).value = '8';
    enableEstimate(element);
    expect(out('total').textContent).toBe('3.600 €');
    expect([...out('instalments').children].map((item) => item.textContent)).toEqual(['3 rate of 840 €', '12 rata of 210 €']);
  });

  it('starts All-on-6 at one jaw when the patient switches from teeth, and says the count changed', () => {
    const element = form(english);
    const option = element.elements.namedItem('option') as HTMLSelectElement;
    const count = element.elements.namedItem('count') as HTMLSelectElement;
    count.value = '8';
    const update = enableEstimate(element);
    expect(out('count-note').textContent).toBe('');
    option.value = 'jaw';
    update();
    expect(count.value).toBe('1');
    expect(out('count-note').textContent).toBe('The count has changed: 1 jaw (All-on-6).');
    expect(out('total').textContent).toBe('€5,000');
    count.value = '2';
    update();
    expect(out('count-note').textContent).toBe('');
  });
});
