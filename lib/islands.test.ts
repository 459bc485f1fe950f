import { serializeIslandProps } from '@/lib/islands';

describe('serializeIslandProps', () => {
  it('round-trips plain data and escapes "<" so no value can close the script element', () => {
    const props = { id: 'x', items: [{ title: '</script><script>alert(1)</script>', n: 1, ok: true, none: null }] };
    const text = serializeIslandProps(props);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(props);
  });

  it('refuses what cannot reach the browser, naming the prop', () => {
    expect(() => serializeIslandProps({ onSelect: () => {} })).toThrow('"onSelect" is a function');
  });
});
