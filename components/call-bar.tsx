import { Phone } from 'lucide-react';
import { CallLink } from '@/components/call-link';
import { frameCopy } from '@/content/frame';
import { site } from '@/content/site';

/**
 * The call control always within a thumb's reach on phones and tablets (below 1024 px; issue 14): a bar fixed at
 * the bottom of the screen with the site's one call button (tel: link, copy and notice by the enhancement
 * script). The page keeps room for it at its end, so it never covers content; it hides while the menu is open,
 * and on the home page it slides in only once the hero's own call button has scrolled away (CSS scroll-driven
 * animation in app/globals.css; where a browser lacks those, it simply stays in view). Wide screens carry the
 * number in the header instead.
 */
export function CallBar() {
  return (
    <aside aria-label={frameCopy.callBar.label} className="call-bar no-print">
      <CallLink
        action={frameCopy.callVerb}
        className="bg-gold-gradient shine mx-auto flex min-h-12 w-full max-w-md flex-wrap items-center justify-center gap-x-2.5 rounded-full px-5 leading-tight font-semibold text-ink shadow-soft"
      >
        <span className="inline-flex items-center gap-2.5">
          <Phone aria-hidden="true" className="size-5" />
          {frameCopy.callVerb}
        </span>{' '}
        {/* Not nowrap: with text at 200 % on a 320 px phone the number breaks between its groups instead of being cut. */}
        <span className="font-normal tabular-nums">{site.phone.display}</span>
      </CallLink>
    </aside>
  );
}
