import { Fragment } from 'react';
import { inlineParts } from '@/lib/inline-links';

/**
 * A data text with its links (lib/inline-links.ts): a claim named by `{tvrdnja:…}` reads as a link to its one home,
 * underlined in running text (`.claim-link`; on the printed price list it prints as the sentence's words). Everything
 * else stays text.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>{inlineParts(text).map((part, index) => (typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : <ClaimLink key={index} link={part} />))}</>
  );
}

/** A link to a claim's home (or an article), in its words: how every such link on the site looks. */
export function ClaimLink({ link }: { link: { href: string; label: string } }) {
  return (
    <a href={link.href} className="claim-link font-medium text-gold-text underline underline-offset-4 hover:text-ink">
      {link.label}
    </a>
  );
}
