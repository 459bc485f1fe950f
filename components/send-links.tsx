import { Mail, MessageCircle } from 'lucide-react';
import { frameCopy } from '@/content/frame';
import { risks } from '@/content/risks';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { mailtoHref, viberHref, whatsAppHref } from '@/lib/contact-links';

const pill =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-warm-white px-4 text-sm font-semibold text-ink transition-colors hover:border-gold-start hover:bg-sand motion-reduce:transition-none';

/**
 * A message to the clinic through WhatsApp, Viber or e-mail, already written, so a patient sends it in two taps
 * (the photos a patient abroad sends; an estimate from /cenovnik/). Plain links: nothing is sent from the site
 * and nothing loads from another host before a tap. `data-contact-channel` names each link for the estimate's
 * script, which writes a new message into them as the choice changes. Under them, a line on health data that links
 * to the one place saying how the clinic keeps them and what the patient's rights are (risks page, „Vaši podaci“).
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
  const data = dataTopic();
  return (
    <>
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
      <p className="mt-2 text-sm leading-relaxed text-muted">
        {channels.dataNote}{' '}
        <a href={`${routes.risks}#${DATA_TOPIC}`} className="font-medium text-gold-text underline underline-offset-4 hover:text-ink">
          {data.heading}
        </a>
      </p>
    </>
  );
}

/** The one home of how patients' photos and X-rays are kept and their rights: a topic of the risks page (A4). */
const DATA_TOPIC = 'vasi-podaci';

function dataTopic() {
  return risks.topics.find((topic) => topic.id === DATA_TOPIC) ?? fail();
}

function fail(): never {
  throw new Error(`content/data/risks.json: the send buttons link to the topic "${DATA_TOPIC}" (Vaši podaci), which is missing`);
}
