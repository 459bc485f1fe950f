import { contactCardResponse } from '@/content/contact-card';

// A static export writes /en/contact.vcf at build time: the contact card an English page offers, in English
// (content/contact-card.ts; its path in content/routes.ts). The hosts serve it as text/vcard (hosting/policy.mjs).
export const dynamic = 'force-static';

export function GET() {
  return contactCardResponse('en');
}
