import { enableOpenTarget } from '@/lib/enhance/open-target';

describe('a link to an FAQ answer', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<details id="konsultacija"><summary>Kako izgleda besplatna konsultacija?</summary><p>Odgovor.</p></details><details id="drugo"><summary>Drugo?</summary></details>';
  });

  it('opens the answer the page is opened at, and leaves the others closed', () => {
    window.history.replaceState(null, '', '#konsultacija');
    enableOpenTarget(document);
    expect((document.getElementById('konsultacija') as HTMLDetailsElement).open).toBe(true);
    expect((document.getElementById('drugo') as HTMLDetailsElement).open).toBe(false);
  });

  it('opens the answer a link on the page leads to', () => {
    window.history.replaceState(null, '', '#');
    enableOpenTarget(document);
    window.history.replaceState(null, '', '#drugo');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect((document.getElementById('drugo') as HTMLDetailsElement).open).toBe(true);
  });
});
