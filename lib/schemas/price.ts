/** A price: an amount in a currency, or a range "40–100 €" (content/price-list.ts, the home service cards). */
import { z } from 'zod';

export const currencies = ['EUR', 'RSD'] as const;

export type Currency = (typeof currencies)[number];

export const priceSchema = z
  .strictObject({
    /** The price, or the lower end of a range. */
    amount: z.number().positive(),
    /** The upper end of a range ("40–100 €"). */
    upTo: z.number().positive().optional(),
    currency: z.enum(currencies),
  })
  .superRefine(({ amount, upTo }, context) => {
    if (upTo !== undefined && upTo <= amount) {
      context.addIssue({
        code: 'custom',
        path: ['upTo'],
        input: upTo,
        message: `gornja granica raspona mora biti veća od iznosa (${amount}), a upisano je ${upTo}`,
      });
    }
  });

export type Price = z.output<typeof priceSchema>;
