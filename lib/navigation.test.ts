import { isAnchorHref, isCurrentPage, renderedHref } from '@/lib/navigation';

describe('navigation helpers', () => {
  it('tells in-page anchors from router links', () => {
    expect(isAnchorHref('/#usluge')).toBe(true);
    expect(isAnchorHref('/cenovnik')).toBe(false);
    // Another language's home page sections (issue 27).
    expect(isAnchorHref('/en/#usluge')).toBe(true);
    expect(isAnchorHref('/en/prices/')).toBe(false);
    expect(isAnchorHref('/')).toBe(false);
  });

  it('renders router links in the trailing-slash form and leaves anchors alone', () => {
    expect(renderedHref('/cenovnik')).toBe('/cenovnik/');
    expect(renderedHref('/')).toBe('/');
    expect(renderedHref('/#kontakt')).toBe('/#kontakt');
  });

  it('marks the current page whether or not the path has a trailing slash', () => {
    expect(isCurrentPage('/cenovnik/', '/cenovnik')).toBe(true);
    expect(isCurrentPage('/cenovnik', '/cenovnik')).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/blog/', '/')).toBe(false);
    expect(isCurrentPage('/cenovnik/', '/')).toBe(false);
  });

  it('never marks an anchor or an unknown path as current', () => {
    expect(isCurrentPage('/', '/#usluge')).toBe(false);
    expect(isCurrentPage('/en/', '/en/#usluge')).toBe(false);
    expect(isCurrentPage(null, '/')).toBe(false);
  });
});
