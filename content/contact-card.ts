/**
 * The clinic's contact card ("Sačuvajte kontakt" / "Save contact") in the page's language (issue 39: the card an
 * English page offers is English: "Belgrade Waterfront", "Serbia", the hours' English label). Written at build time by
 * app/kontakt.vcf/route.ts and app/(en)/en/contact.vcf/route.ts; the hosts send both as text/vcard (hosting/policy.mjs).
 */
import { frameCopyIn } from '@/content/frame';
import { siteIn } from '@/content/site';
import { localizedRoutes } from '@/content/route-registry';
import { type Locale } from '@/lib/locales';
import { absoluteUrl } from '@/lib/site-url';
import { buildVCard } from '@/lib/vcard';

/**
 * The card as a response, in the language given: a route handler renders outside React, where the page's language
 * (content/page-language.ts) would answer in Serbian, so the language is explicit, as for the feed.
 */
export function contactCardResponse(locale: Locale): Response {
  const site = siteIn[locale];
  const { address } = site;
  const card = buildVCard({
    kind: 'org',
    formattedName: site.brand,
    organization: site.legalName,
    phones: [site.phone.e164],
    emails: [site.email],
    address: {
      street: address.street,
      locality: address.city,
      postalCode: address.postalCode,
      country: address.country,
      label: `${address.street}, ${address.district}, ${address.postalCode} ${address.city}, ${address.country}`,
    },
    url: absoluteUrl(site.url, localizedRoutes[locale].home),
    geo: address.geo,
    note: `${site.hours.label} ${frameCopyIn[locale].footer.hoursZone}`,
  });
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
