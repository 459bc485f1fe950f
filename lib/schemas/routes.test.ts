import { parseUntyped } from '@/lib/content-check';
import { siteRoutesSchema } from '@/lib/schemas/routes';

const parse = (routes: unknown[]) => () => parseUntyped(siteRoutesSchema, routes, { file: 'content/routes.ts', name: 'siteRoutes' });

describe('siteRoutesSchema', () => {
  it('wants a real ISO date for each route’s last change, and each path once', () => {
    expect(parse([{ path: '/faq', updated: '2025-01-15', listsArticles: false }])).not.toThrow();
    expect(parse([{ path: '/faq', updated: '15. Jan 2025', listsArticles: false }])).toThrow(
      'content/routes.ts › siteRoutes[0] › updated: očekuje se datum u obliku 2025-01-15, a upisano je "15. Jan 2025"',
    );
    expect(
      parse([
        { path: '/faq', updated: '2025-01-15', listsArticles: false },
        { path: '/faq', updated: '2025-01-16', listsArticles: false },
      ]),
    ).toThrow('content/routes.ts › siteRoutes[1] › path: "/faq" već ima 1. stavku: upišite drugu vrednost');
  });
});
