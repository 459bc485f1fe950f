// The site's one enhancement script, for what HTML cannot do (README "No JavaScript by default").
// Bundled by scripts/build-client.mjs into public/js/enhance-<hash>.js and loaded on every page with
// <script type="module"> (components/client-scripts.tsx). It listens on the document, so it also
// serves what the islands render later, and it starts the islands when they come near the viewport.
import { PHONE_NOTICE_MS } from '@/lib/constants';
import { redirectUnknownArticle } from '@/lib/enhance/blog-redirect';
import { applyDeferredStyles } from '@/lib/enhance/deferred-style';
import { loadIslands } from '@/lib/enhance/islands';
import { enableMenuClose } from '@/lib/enhance/menu';
import { enablePhoneCopy } from '@/lib/enhance/phone-copy';
import { enableShare } from '@/lib/enhance/share';
import { enablePrintDates } from '@/lib/enhance/print-dates';
import { enableOpenTarget } from '@/lib/enhance/open-target';

export function enhance(doc: Document): void {
  if (redirectUnknownArticle(doc)) return;
  applyDeferredStyles(doc);
  enablePhoneCopy(doc, PHONE_NOTICE_MS);
  enableMenuClose(doc);
  enableShare(doc, PHONE_NOTICE_MS);
  enablePrintDates(doc);
  enableOpenTarget(doc);
  loadIslands(doc);
}
