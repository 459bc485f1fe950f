import { copyText } from '@/lib/clipboard';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText: jest.fn(writeText) } : undefined,
  });
}

function stubExecCommand(result: boolean | Error) {
  const execCommand = jest.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API when it is there and resolves', async () => {
    stubClipboard(() => Promise.resolve());
    const execCommand = stubExecCommand(true);

    await expect(copyText('+381 60 123 4567')).resolves.toBe('clipboard-api');

    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('+381 60 123 4567');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a temporary text field when the Clipboard API rejects', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    let selectedText = '';
    const execCommand = stubExecCommand(true);
    execCommand.mockImplementation(() => {
      const field = document.querySelector('textarea');
      selectedText = field ? field.value.slice(field.selectionStart, field.selectionEnd) : '';
      return true;
    });

    await expect(copyText('+381 60 123 4567')).resolves.toBe('fallback');

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selectedText).toBe('+381 60 123 4567');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API is missing', async () => {
    stubClipboard(undefined);
    stubExecCommand(true);

    await expect(copyText('abc')).resolves.toBe('fallback');
  });

  it('reports failure, without throwing, when both ways fail', async () => {
    stubClipboard(() => Promise.reject(new Error('no')));
    stubExecCommand(new Error('unsupported'));

    await expect(copyText('abc')).resolves.toBe('failed');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives focus back to the element that had it', async () => {
    stubClipboard(undefined);
    stubExecCommand(true);
    document.body.innerHTML = '<a href="tel:+381601234567">Pozovite</a>';
    const link = document.querySelector('a')!;
    link.focus();

    await copyText('abc');

    expect(document.activeElement).toBe(link);
  });
});
