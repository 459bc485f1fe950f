import { MessageCircle, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { frameCopy } from '@/content/frame';
import { contactCard } from '@/content/routes';
import { site } from '@/content/site';
import { mapSearchHref, viberHref, whatsAppHref } from '@/lib/contact-links';

type Tone = 'light' | 'dark';

const pillClass: Record<Tone, string> = {
  light:
    'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-warm-white px-4 text-sm font-semibold text-ink transition-colors hover:border-gold-start hover:bg-sand motion-reduce:transition-none',
  dark: 'inline-flex min-h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-semibold text-stone-300 transition-colors hover:border-gold-end hover:text-white motion-reduce:transition-none',
};

/**
 * The links beside a phone row (issue 16): Viber and WhatsApp chats with the clinic's number (patients
 * abroad write instead of paying for an international call) and "Sačuvajte kontakt", the clinic as a
 * vCard. Plain links, no script: nothing is requested from another host before a tap. They carry no
 * `data-phone`: only the call link copies the number.
 */
export function ContactChannels({ tone }: { tone: Tone }) {
  const copy = frameCopy.contactChannels;
  const links: { key: string; href: string; label: string; icon: ReactNode; newTab?: boolean }[] = [
    { key: 'viber', href: viberHref(site.phone.e164), label: copy.viber, icon: <MessageCircle aria-hidden="true" className="size-4" /> },
    {
      key: 'whatsapp',
      href: whatsAppHref(site.phone.e164),
      label: copy.whatsApp,
      icon: <MessageCircle aria-hidden="true" className="size-4" />,
      // On a computer wa.me is a web page: keep the site open beside it.
      newTab: true,
    },
    { key: 'vcard', href: contactCard.path, label: copy.saveContact, icon: <UserPlus aria-hidden="true" className="size-4" /> },
  ];
  return (
    <ul aria-label={copy.listLabel} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            data-contact-channel={link.key}
            className={pillClass[tone]}
            {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.icon}
            {link.label}
            {link.newTab && <span className="sr-only"> ({frameCopy.footer.newTab})</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The address as a link to a map search for it (no embedded map); opens in a new tab. */
export function MapLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a href={mapSearchHref(site.address)} target="_blank" rel="noopener noreferrer" data-contact-channel="map" className={className}>
      {children}
      <span className="sr-only">
        {' '}
        ({frameCopy.contactChannels.mapHint}, {frameCopy.footer.newTab})
      </span>
    </a>
  );
}
