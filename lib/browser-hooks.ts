/**
 * Browser state for the interactive leaves, read with useSyncExternalStore so the server render and
 * hydration agree (each hook takes the value to assume on the server) and changes re-render.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const subscribeNothing = () => () => {};

/** False on the server and during hydration, true once the component runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** A media query's answer, live; `serverValue` until hydrated (and where matchMedia is missing). */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue), [query, serverValue]);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the tab is visible; `serverValue` until hydrated. */
export function usePageVisible(serverValue: boolean): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => serverValue,
  );
}
