'use client';

import { useLayoutEffect, type CSSProperties, type RefObject } from 'react';

/**
 * Live style values of an island's element (a divider's place, a progress bar's width), set through the CSSOM once the
 * island runs: every page's Content-Security-Policy allows styles by hash only (style-src), which refuses a style
 * attribute in the server HTML but not the CSSOM. The server HTML draws the first state with classes. `undefined`
 * leaves the element's style alone. The rule, and the other ways to set a size: components/README.md.
 */
export function useLiveStyle(ref: RefObject<HTMLElement | null>, style: CSSProperties | undefined): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && style) Object.assign(element.style, style);
  });
}
