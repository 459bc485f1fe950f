/**
 * A list entry's summary as the clinic reads prices on the site (issue 42): Decap fills "{{fields.price.amount}}
 * {{fields.price.currency}}" with the stored values ("Udlaga za bruksizam: 50 EUR"); the editor's messages and
 * questions show "50 €", as /cenovnik/ does. Pure.
 */
import { formatPrice } from '@/lib/format';

export function readableSummary(summary: string): string {
  return summary.replace(/\b(\d+) (EUR|RSD)\b/g, (_, amount: string, currency: 'EUR' | 'RSD') => formatPrice({ amount: Number(amount), currency }));
}
