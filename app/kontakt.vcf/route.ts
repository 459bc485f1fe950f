import { contactCardResponse } from '@/content/contact-card';

// A static export writes /kontakt.vcf at build time ("Sačuvajte kontakt"; path in content/routes.ts; the card in
// content/contact-card.ts). The hosts serve it as text/vcard (hosting/policy.mjs → out/_headers and the CloudFront function).
export const dynamic = 'force-static';

export function GET() {
  return contactCardResponse('sr');
}
