import { Mail, MessageCircle } from 'lucide-react';
import { frameCopy } from '@/content/frame';
import { site } from '@/content/site';
import { mailtoHref, viberHref, whatsAppHref } from '@/lib/contact-links';

const pill =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-warm-white px-4 text-sm font-semibold text-ink transition-colors hover:border-gold-start hover:bg-sand motion-reduce:transition-none';

/**
 * A message to the clinic through WhatsApp, Viber or e-mail, already written, so a patient sends it in two taps
 * (the photos a patient abroad sends; an estimate from /cenovnik/). Plain links: nothing is sent from the site
 * and nothing loads from another host before a tap. `data-contact-channel` names each link for the estimate's
 * script, which writes a new message into them as the choice changes.
 */
export function SendLinks({
  label,
  labelledBy,
  message,
  subject,
  emailLabel = site.email,
}: {
  /** The list's name: its own words, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  message: string;
  subject: string;
  emailLabel?: string;
}) {
  const channels = frameCopy.contactChannels;
  return (
    <ul aria-label={label} aria-labelledby={labelledBy} className="mt-2 flex flex-wrap gap-2">
      <li>
        <a href={whatsAppHref(site.phone.e164, message)} target="_blank" rel="noopener noreferrer" data-contact-channel="whatsapp" className={pill}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {channels.whatsApp}
          <span className="sr-only"> ({frameCopy.footer.newTab})</span>
        </a>
      </li>
      <li>
        <a href={viberHref(site.phone.e164, message)} data-contact-channel="viber" className={pill}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {channels.viber}
        </a>
      </li>
      <li>
        <a href={mailtoHref(site.email, { subject, body: message })} data-contact-channel="email" data-subject={subject} className={pill}>
          <Mail aria-hidden="true" className="size-4" />
          {emailLabel}
        </a>
      </li>
    </ul>
  );
}
