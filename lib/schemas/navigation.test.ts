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
      'content/navigation.ts › navigation[label="Cenovnik"] › href: očekuje se adresa na sajtu koja počinje znakom "/", a upisano je "cenovnik"',
    );
    expect(
      parse([
        { label: 'Blog', href: '/blog' },
        { label: 'Članci', href: '/blog' },
      ]),
    ).toThrow('content/navigation.ts › navigation[label="Članci"] › href: "/blog" već ima „Blog“: upišite drugu vrednost');
  });
});
