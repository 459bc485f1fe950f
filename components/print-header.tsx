import { frameCopy } from '@/content/frame';
import { priceListPrintCopy } from '@/content/price-list-print';
import { site } from '@/content/site';
import { PRINT_DATE_ATTRIBUTE } from '@/lib/print-date';
import { absoluteUrl } from '@/lib/site-url';

/**
 * The head of a printed page (issue 16, item 4): the practice's name, address, phone, e-mail and hours, the
 * page's own address on the web and the date of printing. Hidden on screen (`.print-only`, app/globals.css);
 * on paper it stands where the navigation was. The date is an empty placeholder that the enhancement script
 * fills (lib/print-date.ts); without scripting it prints as a blank line to write the date in.
 */
export function PrintHeader({ path }: { path: string }) {
  const copy = priceListPrintCopy;
  const url = absoluteUrl(site.url, path);
  const { address } = site;
  return (
    <div className="print-only print-header">
      <p className="print-header-name">{site.legalName}</p>
      <p>
        {address.street}, {address.district}, {address.postalCode} {address.city}, {address.country}
      </p>
      <p>
        {copy.phoneLabel} {site.phone.display} · {copy.emailLabel} {site.email} · {site.hours.label} {frameCopy.footer.hoursZone}
      </p>
      <p>
        {copy.urlLabel} {url} · {copy.dateLabel} <span {...{ [PRINT_DATE_ATTRIBUTE]: '' }} className="print-date" />
      </p>
    </div>
  );
}
