import { routes } from '@/content/route-registry';

// Spec §2's pages at their addresses. Literals on purpose: a changed path changes every URL, canonical link and
// sitemap entry of the site. A page added since is the registry's business, not the spec's.
describe('the spec’s routes', () => {
  it('are the pages of spec §2, in the trailing-slash form the site serves', () => {
    expect(routes).toMatchObject({ home: '/', priceList: '/cenovnik/', gallery: '/galerija/', faq: '/faq/', blog: '/blog/' });
  });
});
