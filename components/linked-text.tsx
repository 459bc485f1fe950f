import { Fragment } from 'react';
import { inlineParts } from '@/lib/inline-links';

/**
 * A data text with its links (lib/inline-links.ts): a claim named by `{tvrdnja:…}` reads as a link to its one home,
 * underlined in running text (`.claim-link`; on the printed price list it prints as the sentence's words). Everything
 * else stays text.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a key={index} href={part.href} className="claim-link font-medium text-gold-text underline underline-offset-4 hover:text-ink">
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
