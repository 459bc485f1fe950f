/**
 * Where the contact links point (issue 16): plain links built from the clinic's identity, so that a
 * patient abroad can write through Viber or WhatsApp instead of paying for a call, find the address on
 * a map and keep the clinic in the phone's contacts. Nothing is requested from another host until the
 * visitor taps one of them.
 */

/** Accepts only "+" and 7–15 digits (E.164): the form every deep link below needs. */
function digitsOf(e164: string): string {
  if (!/^\+[1-9]\d{6,14}$/.test(e164)) throw new Error(`Expected an E.164 phone number such as +381601234567, got "${e164}"`);
  return e164.slice(1);
}

/**
 * Viber's chat deep link; the "+" is percent-encoded, as Viber's own links write it: viber://chat?number=%2B381601234567.
 * A draft fills the message box (Viber on a phone; the desktop app ignores it).
 */
export function viberHref(e164: string, draft?: string): string {
  return `viber://chat?number=%2B${digitsOf(e164)}${draft ? `&draft=${encodeURIComponent(draft)}` : ''}`;
}

/** WhatsApp's click-to-chat link: the number in international form without "+" (https://wa.me/381601234567), and a prefilled message. */
export function whatsAppHref(e164: string, text?: string): string {
  return `https://wa.me/${digitsOf(e164)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The e-mail as a mailto: link, with a subject and a body when given (RFC 6068: percent-encoded, spaces as %20). */
export function mailtoHref(email: string, message?: { subject: string; body: string }): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Expected an e-mail address, got "${email}"`);
  return `mailto:${email}${message ? `?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}` : ''}`;
}

export interface MapAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The text a map searches for: "Hercegovačka 14, 11000 Beograd, Srbija" (the district would only confuse the geocoder). */
export function mapQuery(address: MapAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}

/**
 * A Google Maps search for the address (Maps URLs, api=1): on phones it opens the maps app, where the
 * patient gets directions or calls a taxi; no map is embedded in the page.
 */
export function mapSearchHref(address: MapAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery(address))}`;
}
