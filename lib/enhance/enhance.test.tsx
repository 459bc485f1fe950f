/**
 * The enhancement script against the real server-rendered frame (components/call-link.tsx,
 * components/phone-notice.tsx, components/nav-menu.tsx), the way a browser runs it: one delegated
 * listener set on the document. Its behaviour in Chromium, with popovers and the 404 page, is
 * checked by tests/e2e/frame.spec.ts.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CallLink } from '@/components/call-link';
import { NavMenu } from '@/components/nav-menu';
import { PhoneNotice } from '@/components/phone-notice';
import { PHONE_NOTICE_MS } from '@/lib/constants';
import { enhance } from '@/lib/enhance';
import { redirectUnknownArticle } from '@/lib/enhance/blog-redirect';
import type { NavItem } from '@/lib/navigation';

// The notice's words copied from the spec (§4), not imported, so a changed text cannot make its test agree with it.
// Its time is read from its definition; the spec's 3 s is pinned in tests/launch/interface-constants.test.ts.
const NOTICE_TEXT = 'Broj telefona je kopiran!';
const NOTICE_MS = PHONE_NOTICE_MS;

function setPointer(coarse: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }));
}

function setClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

function renderCallLink() {
  render(
    <>
      <CallLink action="Pozovite nas">Pozovite nas</CallLink>
      <PhoneNotice />
    </>,
  );
  return screen.getByRole('link', { name: /Pozovite nas/ });
}

/** A click, then the copy's promise settles. */
async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element);
  });
}

const notice = () => screen.getByText(NOTICE_TEXT).closest('p')!;

beforeAll(() => enhance(document));

beforeEach(() => {
  jest.useFakeTimers();
  setPointer(false);
  Object.defineProperty(document, 'execCommand', { configurable: true, value: jest.fn(() => true) });
});

afterEach(() => jest.useRealTimers());

describe('the call controls', () => {
  it('are tel: links that carry the number to copy and say what a click does', () => {
    const link = renderCallLink();
    expect(link.getAttribute('href')).toMatch(/^tel:\+\d{8,15}$/);
    expect(link).toHaveAttribute('data-phone');
    expect(link).toHaveAccessibleName(`Pozovite nas ${link.getAttribute('data-phone')} – broj će biti kopiran`);
  });

  it('copy the number with the Clipboard API and show the notice in the live region for 3 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    const link = renderCallLink();
    expect(screen.getByRole('status')).toContainElement(notice());
    expect(notice()).not.toBeVisible();

    await click(link);
    expect(writeText).toHaveBeenCalledWith(link.getAttribute('data-phone'));
    expect(notice()).toBeVisible();

    act(() => jest.advanceTimersByTime(NOTICE_MS - 1));
    expect(notice()).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(notice()).not.toBeVisible();
  });

  it('fall back to the temporary field when the Clipboard API rejects, and still show the notice', async () => {
    setClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    await click(renderCallLink());
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(notice()).toBeVisible();
  });

  it('show nothing and throw nothing when no copy method works', async () => {
    Object.defineProperty(document, 'execCommand', { configurable: true, value: jest.fn(() => false) });
    setClipboard(undefined);
    await click(renderCallLink());
    expect(notice()).not.toBeVisible();
  });

  it('restart the notice’s time when the number is copied again', async () => {
    setClipboard(jest.fn().mockResolvedValue(undefined));
    const link = renderCallLink();
    // Two thirds of the time, copied again, two thirds more: past the first copy's end, still shown.
    const twoThirds = Math.round((2 * NOTICE_MS) / 3);
    await click(link);
    act(() => jest.advanceTimersByTime(twoThirds));
    await click(link);
    act(() => jest.advanceTimersByTime(twoThirds));
    expect(notice()).toBeVisible();
    act(() => jest.advanceTimersByTime(NOTICE_MS - twoThirds));
    expect(notice()).not.toBeVisible();
  });

  it('keep a desktop on the page and let a phone open the dialer', async () => {
    setClipboard(jest.fn().mockResolvedValue(undefined));
    const link = renderCallLink();
    const desktopClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void link.dispatchEvent(desktopClick));
    expect(desktopClick.defaultPrevented).toBe(true);

    setPointer(true);
    // Registered after the script's listener, so it sees what the script did; jsdom cannot open tel:.
    const seen = jest.fn();
    document.addEventListener('click', (event) => (seen(event.defaultPrevented), event.preventDefault()), { once: true });
    await act(async () => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(seen).toHaveBeenCalledWith(false);
  });

  it('work for a call link added after the script started (an island rendering later)', async () => {
    setClipboard(jest.fn().mockResolvedValue(undefined));
    render(<PhoneNotice />);
    const { container } = render(
      <p>
        <CallLink>
          <span>broj</span>
        </CallLink>
      </p>,
    );
    await click(container.querySelector('span')!);
    expect(notice()).toBeVisible();
  });
});

describe('the menu', () => {
  const items: NavItem[] = [
    { label: 'Početna', href: '/' },
    { label: 'Tim', href: '/#tim' },
    { label: 'Cenovnik', href: '/cenovnik' },
  ];

  it('is a popover opened by the toggle, with the current page marked in the HTML', () => {
    const { container } = render(<NavMenu items={items} currentPath="/cenovnik/" />);
    const list = container.querySelector('ul')!;
    expect(list).toHaveAttribute('popover', 'auto');
    expect(screen.getByRole('button', { name: 'Meni' })).toHaveAttribute('popovertarget', list.id);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/#tim', '/cenovnik/']);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Cenovnik']);
  });

  it.each(['Tim', 'Cenovnik'])('closes when "%s" is chosen (an in-page anchor or a page)', (label) => {
    const { container } = render(<NavMenu items={items} currentPath="/" />);
    const list = container.querySelector('ul')!;
    const hidePopover = jest.fn();
    Object.assign(list, { hidePopover });
    // jsdom cannot navigate: stop the link's default action after the script has seen the click.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(within(list).getByRole('link', { name: label }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a click outside the menu', () => {
    const { container } = render(
      <>
        <NavMenu items={items} currentPath="/" />
        <button type="button">drugo</button>
      </>,
    );
    const hidePopover = jest.fn();
    Object.assign(container.querySelector('ul')!, { hidePopover });
    fireEvent.click(screen.getByRole('button', { name: 'drugo' }));
    expect(hidePopover).not.toHaveBeenCalled();
  });
});

describe('the unknown-article redirect', () => {
  function fakeDocument(pathname: string, notFoundPage: boolean, lang = 'sr-Latn') {
    const replace = jest.fn();
    const doc = {
      defaultView: { location: { pathname, replace } },
      documentElement: { lang },
      querySelector: (selector: string) => (notFoundPage && selector === '[data-not-found]' ? {} : null),
    } as unknown as Document;
    return { doc, replace };
  }

  it.each([
    ['/blog/nepostojeci-clanak/', true, '/blog/'],
    ['/blog/nepostojeci-clanak', true, '/blog/'],
    ['/nepostoji/', true, undefined],
    ['/blog/', true, undefined],
    ['/blog/postojeci-clanak/', false, undefined],
    // Issue 27: the English blog, and an English address S3 answered with the Serbian 404 page.
    ['/en/blog/unknown/', true, '/en/blog/'],
    ['/en/unknown/', true, '/en/404/'],
  ])('%s on the 404 page: %s → goes to %s', (pathname, notFoundPage, destination) => {
    const { doc, replace } = fakeDocument(pathname, notFoundPage);
    expect(redirectUnknownArticle(doc)).toBe(destination !== undefined);
    if (destination) expect(replace).toHaveBeenCalledWith(destination);
    else expect(replace).not.toHaveBeenCalled();
  });
});

describe('the "Podelite" button', () => {
  const URL = 'https://www.example.rs/blog/clanak/';
  function renderShare() {
    // A button as the article page renders it (the stylesheet shows it where scripting is on).
    render(
      <>
        <button type="button" data-share-url={URL} data-share-title="Članak" data-copied="Link je kopiran!">
          Podelite
        </button>
        <PhoneNotice />
      </>,
    );
    return screen.getByText('Podelite');
  }
  const setShare = (share: jest.Mock | undefined) => Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  afterEach(() => setShare(undefined));

  it('opens the device’s share sheet with the article’s title and URL where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    await click(renderShare());
    expect(share).toHaveBeenCalledWith({ url: URL, title: 'Članak' });
    expect(writeText).not.toHaveBeenCalled();
    expect(notice()).not.toBeVisible();
  });

  it('treats a cancelled share as done: no copy, no notice', async () => {
    setShare(jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    await click(renderShare());
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the URL and shows the notice with its own text where there is no share sheet', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    await click(renderShare());
    expect(writeText).toHaveBeenCalledWith(URL);
    const notice = screen.getByText('Link je kopiran!').closest('p')!;
    expect(notice).toBeVisible();
    act(() => jest.advanceTimersByTime(NOTICE_MS));
    expect(notice).not.toBeVisible();
  });

  it('the phone notice says its own words again after a link copy', async () => {
    setClipboard(jest.fn().mockResolvedValue(undefined));
    const share = renderShare();
    render(<CallLink action="Pozovite nas">Pozovite nas</CallLink>);
    await click(share);
    act(() => jest.advanceTimersByTime(NOTICE_MS));
    await click(screen.getByRole('link', { name: /Pozovite nas/ }));
    expect(notice()).toBeVisible();
  });
});

describe('the date of printing', () => {
  it('is written into the print header just before printing, each time with that day', () => {
    // A fresh run of the script on a page that has the placeholder.
    const { container } = render(<span data-print-date="" />);
    jest.setSystemTime(new Date(2026, 10, 23, 12));
    enhance(document);
    const span = container.querySelector('[data-print-date]')!;
    // Nothing at load: the blank stays until the page is printed.
    expect(span).toBeEmptyDOMElement();
    window.dispatchEvent(new Event('beforeprint'));
    expect(span).toHaveTextContent('23. 11. 2026.');
    jest.setSystemTime(new Date(2026, 10, 24, 9));
    window.dispatchEvent(new Event('beforeprint'));
    expect(span).toHaveTextContent('24. 11. 2026.');
  });

  it('is written when the print media starts to apply, as in a print preview', () => {
    const listeners: Array<(event: { matches: boolean }) => void> = [];
    const printQuery = (query: string) => {
      const addEventListener = (_type: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener);
      return { media: query, matches: false, addEventListener } as never;
    };
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(printQuery);
    const { container } = render(<span data-print-date="" />);
    jest.setSystemTime(new Date(2026, 10, 25, 12));
    enhance(document);
    listeners.forEach((listener) => listener({ matches: true }));
    expect(container.querySelector('[data-print-date]')).toHaveTextContent('25. 11. 2026.');
    matchMedia.mockRestore();
  });
});
