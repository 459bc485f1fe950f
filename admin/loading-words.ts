/**
 * The loading screen in Serbian (issue 42). Decap learns its interface language from config.yml, so until that is
 * loaded (several seconds on a slow line) it speaks English ("Loading configuration..."). The screen's phrases are
 * swapped for Decap's own Serbian ones (sr-latn.js, registered before this script) while they show; once the
 * configuration is loaded Decap speaks Serbian itself and the watch ends.
 */
import { decap } from './decap';
import { decapSelector } from './decap-markup.mjs';

type Phrases = { app?: { app?: Record<string, unknown> } };

export function loadingScreenInSerbian(locale: string): void {
  const [english, serbian] = [decap.CMS.getLocale('en') as Phrases | undefined, decap.CMS.getLocale(locale) as Phrases | undefined];
  const words = new Map<string, string>();
  for (const [key, phrase] of Object.entries(english?.app?.app ?? {})) {
    const translated = serbian?.app?.app?.[key];
    if (typeof phrase === 'string' && typeof translated === 'string') words.set(phrase, translated);
  }
  if (words.size === 0) return;
  const swap = (root: Node) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const translated = words.get(text);
      if (translated) node.textContent = translated;
    }
  };
  swap(document.body);
  const watch = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') swap(record.target.parentNode ?? record.target);
      for (const node of record.addedNodes) swap(node);
    }
    // Decap's own screens (the login, the collections) speak Serbian: nothing more to swap.
    if (document.querySelector(`${decapSelector('LoginButton')}, ${decapSelector('AppMainContainer')}`)) watch.disconnect();
  });
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
}
