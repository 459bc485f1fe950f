import { DEFERRED_STYLE_ATTRIBUTE } from '@/lib/deferred-style.mjs';
import { applyDeferredStyles } from '@/lib/enhance/deferred-style';

function deferredLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/s.css';
  link.media = 'print';
  link.setAttribute(DEFERRED_STYLE_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

afterEach(() => document.head.replaceChildren());

describe('the deferred site stylesheet', () => {
  it('applies once it has loaded, not before', () => {
    const link = deferredLink();
    expect(applyDeferredStyles(document)).toBe(1);
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    expect(link.media).toBe('all');
  });

  it('applies at once when it had loaded before the script ran', () => {
    const link = deferredLink();
    Object.defineProperty(link, 'sheet', { value: {} as CSSStyleSheet });
    applyDeferredStyles(document);
    expect(link.media).toBe('all');
  });

  it('leaves other stylesheets alone', () => {
    const print = document.createElement('link');
    print.rel = 'stylesheet';
    print.media = 'print';
    document.head.append(print);
    expect(applyDeferredStyles(document)).toBe(0);
    expect(print.media).toBe('print');
  });
});
