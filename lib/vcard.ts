/**
 * A vCard 4.0 (RFC 6350) writer for the clinic's "Sačuvajte kontakt" file: pure, no I/O.
 * Text values are escaped (§3.4: backslash, comma, semicolon, newline), parameter values that need it
 * are quoted (§3.3), every line ends in CRLF (§3.2) and lines longer than 75 octets are folded
 * without splitting a UTF-8 character.
 */

export interface VCardAddress {
  street: string;
  locality: string;
  region?: string;
  postalCode: string;
  country: string;
  /** The address as it is written on an envelope; goes to the LABEL parameter. */
  label?: string;
}

export interface VCardInput {
  /** "org" for a business, "individual" for a person (§6.1.4). */
  kind: 'org' | 'individual';
  /** FN: the name the address book shows. */
  formattedName: string;
  organization?: string;
  /** E.164 numbers ("+381601234567"), written as tel: URIs. */
  phones?: readonly string[];
  emails?: readonly string[];
  address?: VCardAddress;
  url?: string;
  geo?: { latitude: number; longitude: number };
  note?: string;
}

/** RFC 6350 §5.1: a TEXT value with "\", ",", ";" and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.3: a parameter value in double quotes when it holds ":", ";" or ","; a double quote or a line break cannot appear. */
export function parameterValue(value: string): string {
  if (/["\r\n]/.test(value)) throw new Error(`A vCard parameter value cannot hold a double quote or a line break: ${JSON.stringify(value)}`);
  return /[:;,]/.test(value) ? `"${value}"` : value;
}

/** §3.2: a content line folded into lines of at most 75 octets (continuations start with one space). */
export function foldLine(line: string, limit = 75): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // The first line holds `limit` octets; each continuation holds the space plus limit - 1.
    if (octets + size > limit) {
      lines.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  lines.push(current);
  return lines;
}

/** The UTF-8 length of one code point. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** "+381601234567" → "tel:+381601234567"; anything but an E.164 number is refused. */
function telUri(e164: string): string {
  if (!/^\+[1-9]\d{6,14}$/.test(e164)) throw new Error(`A vCard phone number must be E.164 ("+381601234567"), got "${e164}"`);
  return `tel:${e164}`;
}

/** The whole card as text, CRLF after every line (the last too). */
export function buildVCard(card: VCardInput): string {
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:4.0', `KIND:${card.kind}`, `FN:${escapeText(card.formattedName)}`];
  if (card.organization) lines.push(`ORG:${escapeText(card.organization)}`);
  for (const phone of card.phones ?? []) lines.push(`TEL;VALUE=uri;TYPE=work,voice,cell:${telUri(phone)}`);
  for (const email of card.emails ?? []) lines.push(`EMAIL;TYPE=work:${escapeText(email)}`);
  if (card.address) {
    const { street, locality, region = '', postalCode, country, label } = card.address;
    // §6.3.1: PO box; extended address; street; locality; region; postal code; country
    // (the first two SHOULD be empty).
    const components = ['', '', street, locality, region, postalCode, country].map(escapeText).join(';');
    lines.push(`ADR;TYPE=work${label ? `;LABEL=${parameterValue(label)}` : ''}:${components}`);
  }
  if (card.url) lines.push(`URL:${card.url}`);
  if (card.geo) lines.push(`GEO:geo:${card.geo.latitude},${card.geo.longitude}`);
  if (card.note) lines.push(`NOTE:${escapeText(card.note)}`);
  lines.push('END:VCARD');
  return lines
    .flatMap((line) => foldLine(line))
    .map((line) => `${line}\r\n`)
    .join('');
}
