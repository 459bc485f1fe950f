import { render } from '@testing-library/react';
import { Island } from '@/components/island';
import { ISLAND_ROOT_MARGIN, loadIslands, type IslandModule } from '@/lib/enhance/islands';

// The wrapper's markup comes from the real server component; its script URL from the build manifest.
jest.mock('@/components/client-scripts', () => ({ clientScripts: () => ({ enhance: '/js/enhance-x.js', islands: '/js/islands-x.js' }) }));

function Demo({ id, label }: { id: string; label: string }) {
  return <p id={id}>{label}</p>;
}

/** A stand-in IntersectionObserver whose entries the test reports by hand. */
class FakeObserver {
  static last: FakeObserver;
  observed: Element[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve(target: Element) {
    this.observed = this.observed.filter((element) => element !== target);
  }
  enter(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function renderIslands() {
  const { container } = render(
    <>
      <Island name="slideshow" component={Demo} props={{ id: 'prvi', label: 'Prvo <ostrvo>' }} />
      <Island name="gallery-strip" component={Demo} props={{ id: 'drugi', label: 'Drugo' }} />
    </>,
  );
  return [...container.querySelectorAll<HTMLElement>('[data-island]')];
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
});

describe('the island loader', () => {
  it('renders the server HTML in the wrapper, with the props as JSON beside it', () => {
    const [first] = renderIslands();
    expect(first).toHaveAttribute('data-island', 'slideshow');
    expect(first).toHaveAttribute('data-island-src', '/js/islands-x.js');
    expect(first!.querySelector('[data-island-root] > p')).toHaveTextContent('Prvo <ostrvo>');
    expect(JSON.parse(first!.querySelector('script[type="application/json"]')!.textContent!)).toEqual({ id: 'prvi', label: 'Prvo <ostrvo>' });
  });

  it('loads nothing until an island comes near the viewport, then hydrates just that one', async () => {
    const [first, second] = renderIslands();
    const hydrateIsland = jest.fn<ReturnType<IslandModule['hydrateIsland']>, Parameters<IslandModule['hydrateIsland']>>(() => Promise.resolve());
    const load = jest.fn(() => Promise.resolve({ hydrateIsland }));

    expect(loadIslands(document, load)).toBe(2);
    expect(FakeObserver.last.options.rootMargin).toBe(ISLAND_ROOT_MARGIN);
    // It watches each component's own element (the wrappers have no box).
    expect(FakeObserver.last.observed).toEqual([first!.querySelector('p'), second!.querySelector('p')]);
    expect(load).not.toHaveBeenCalled();

    FakeObserver.last.enter(second!.querySelector('p')!);
    expect(second).toHaveAttribute('data-island-state', 'loading');
    await flush();
    expect(load).toHaveBeenCalledWith('/js/islands-x.js');
    expect(hydrateIsland).toHaveBeenCalledWith(second!.querySelector('[data-island-root]'), 'gallery-strip', { id: 'drugi', label: 'Drugo' });
    expect(second).toHaveAttribute('data-island-state', 'hydrated');
    expect(first).not.toHaveAttribute('data-island-state');
    expect(FakeObserver.last.observed).toEqual([first!.querySelector('p')]);
  });

  it('leaves the server HTML in place and says so when the bundle cannot load', async () => {
    const [first] = renderIslands();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    loadIslands(document, () => Promise.reject(new Error('offline')));
    FakeObserver.last.enter(first!.querySelector('p')!);
    await flush();
    expect(first).toHaveAttribute('data-island-state', 'failed');
    expect(first!.querySelector('p')).toHaveTextContent('Prvo <ostrvo>');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('slideshow'), expect.any(Error));
    error.mockRestore();
  });

  it('starts every island at once where IntersectionObserver is missing', async () => {
    renderIslands();
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: undefined });
    const hydrateIsland = jest.fn(() => Promise.resolve());
    loadIslands(document, () => Promise.resolve({ hydrateIsland }));
    await flush();
    expect(hydrateIsland).toHaveBeenCalledTimes(2);
  });

  it('does nothing on a page without islands, or one that kept Next’s runtime', () => {
    const load = jest.fn();
    expect(loadIslands(document, load)).toBe(0);
    renderIslands();
    Object.assign(window, { __next_f: [] });
    expect(loadIslands(document, load)).toBe(0);
    delete (window as unknown as { __next_f?: unknown }).__next_f;
    expect(load).not.toHaveBeenCalled();
  });
});
