import { site } from '@/content/site';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-url';
import { buildVCard } from '@/lib/vcard';

// A static export writes /kontakt.vcf at build time ("Sačuvajte kontakt"; path in content/routes.ts).
// The hosts serve it as text/vcard (hosting/policy.mjs → out/_headers and the CloudFront function).
export const dynamic = 'force-static';

export function GET() {
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
    url: absoluteUrl(site.url, routes.home),
    geo: address.geo,
    note: site.hours.label,
  });
  return new Response(card, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
