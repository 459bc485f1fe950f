import { parseUntyped } from '@/lib/content-check';
import { navigationSchema } from '@/lib/schemas/navigation';

const parse = (items: unknown[]) => () => parseUntyped(navigationSchema, items, { file: 'content/navigation.ts', name: 'navigation' });

describe('navigationSchema', () => {
  it('wants site paths, each once', () => {
    expect(
      parse([
        { label: 'Početna', href: '/' },
        { label: 'Kontakt', href: '/#kontakt', isSpecial: true },
      ]),
    ).not.toThrow();
    expect(parse([{ label: 'Cenovnik', href: 'cenovnik' }])).toThrow(
      'content/navigation.ts › navigation[label="Cenovnik"] › href: expected a site path starting with "/", got "cenovnik"',
    );
    expect(
      parse([
        { label: 'Blog', href: '/blog' },
        { label: 'Članci', href: '/blog' },
      ]),
    ).toThrow('content/navigation.ts › navigation[label="Članci"] › href: "/blog" is already used by [label="Blog"]');
  });
});
