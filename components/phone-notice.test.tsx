import { act, fireEvent, render, screen } from '@testing-library/react';
import { CallLink } from '@/components/call-link';
import { PHONE_NOTICE_TEXT, PhoneNoticeProvider } from '@/components/phone-notice';
import { PHONE_NOTICE_MS } from '@/lib/constants';

const phone = { display: '+381 60 123 4567', e164: '+381601234567' };

function renderCallLink() {
  render(
    <PhoneNoticeProvider phone={phone}>
      <CallLink action="Pozovite nas">Pozovite nas</CallLink>
    </PhoneNoticeProvider>,
  );
  return screen.getByRole('link', { name: /Pozovite nas/ });
}

function setPointer(coarse: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** A click, then the copy's promise settles and React renders the notice. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

function setClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

beforeEach(() => {
  jest.useFakeTimers();
  setPointer(false);
  Object.defineProperty(document, 'execCommand', { configurable: true, value: jest.fn(() => true) });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CallLink with the phone notice', () => {
  it('is a tel: link whose name says what it does', () => {
    setClipboard(jest.fn().mockResolvedValue(undefined));
    const link = renderCallLink();

    expect(link).toHaveAttribute('href', 'tel:+381601234567');
    expect(link).toHaveAccessibleName('Pozovite nas: +381 60 123 4567 – broj će biti kopiran');
  });

  it('copies the number with the Clipboard API and shows the notice for 3 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    const link = renderCallLink();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await click(link);

    expect(writeText).toHaveBeenCalledWith('+381 60 123 4567');
    expect(status).toHaveTextContent(PHONE_NOTICE_TEXT);

    act(() => jest.advanceTimersByTime(PHONE_NOTICE_MS - 1));
    expect(status).toHaveTextContent(PHONE_NOTICE_TEXT);
    act(() => jest.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('uses the temporary-field copy when the Clipboard API rejects, and still shows the notice', async () => {
    setClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    const link = renderCallLink();

    await click(link);

    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status')).toHaveTextContent(PHONE_NOTICE_TEXT);
  });

  it('shows no notice and no error when no copy method works', async () => {
    Object.defineProperty(document, 'execCommand', { configurable: true, value: jest.fn(() => false) });
    setClipboard(undefined);
    const link = renderCallLink();

    await click(link);

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 3 s when the number is copied again', async () => {
    setClipboard(jest.fn().mockResolvedValue(undefined));
    const link = renderCallLink();

    await click(link);
    act(() => jest.advanceTimersByTime(2000));
    await click(link);
    act(() => jest.advanceTimersByTime(2000));

    expect(screen.getByRole('status')).toHaveTextContent(PHONE_NOTICE_TEXT);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the page on a desktop and lets a phone open the dialer', async () => {
    setClipboard(jest.fn().mockResolvedValue(undefined));
    const link = renderCallLink();

    const desktopClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void link.dispatchEvent(desktopClick));
    expect(desktopClick.defaultPrevented).toBe(true);

    setPointer(true);
    const phoneClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom cannot navigate to tel:, so stop the default action after React has seen the click.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const notPreventedByReact = jest.fn();
    link.addEventListener('click', (event) => notPreventedByReact(event.defaultPrevented), { once: true });
    await act(async () => void link.dispatchEvent(phoneClick));
    expect(notPreventedByReact).toHaveBeenCalledWith(false);
  });
});
