import { render, screen, within } from '@testing-library/react';
import { Pagination } from '@/components/pagination';
import { blogListCopy } from '@/content/pages';
import { pageCount } from '@/lib/pagination';
import { routes } from '@/content/route-registry';
import { blogListPagePath } from '@/lib/routes';

// The bar as a list of 200 articles in pages of 24 would draw it (issue 25); today's blog has one page, so the
// end-to-end tests see none (tests/e2e/blog-lists.spec.ts).
const pagePaths = Array.from({ length: pageCount(200, 24) }, (_, index) => blogListPagePath(routes.blog, index + 1));
const bar = () => screen.getByRole('navigation', { name: blogListCopy.paginationLabel });
const links = () => within(bar()).getAllByRole('link');

describe('Pagination', () => {
  it('draws nothing for a list of one page', () => {
    const { container } = render(<Pagination page={1} pagePaths={[routes.blog]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links previous, the numbers around the current page and next, the current one marked', () => {
    render(<Pagination page={5} pagePaths={pagePaths} />);
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [blogListCopy.previousLabel, '/blog/strana/4/'],
      ['1', '/blog/'],
      ['4', '/blog/strana/4/'],
      ['5', '/blog/strana/5/'],
      ['6', '/blog/strana/6/'],
      ['9', '/blog/strana/9/'],
      [blogListCopy.nextLabel, '/blog/strana/6/'],
    ]);
    const current = within(bar()).getByRole('link', { name: blogListCopy.pageLabel(5) });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(links().filter((link) => link.hasAttribute('aria-current'))).toEqual([current]);
    // The gaps are for the eye only.
    expect(within(bar()).getAllByText('…')).toHaveLength(2);
    for (const gap of within(bar()).getAllByText('…')) expect(gap).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = render(<Pagination page={1} pagePaths={pagePaths} />);
    expect(within(bar()).queryByRole('link', { name: blogListCopy.previousLabel })).toBeNull();
    expect(within(bar()).getByRole('link', { name: blogListCopy.nextLabel })).toHaveAttribute('href', '/blog/strana/2/');
    unmount();
    render(<Pagination page={9} pagePaths={pagePaths} />);
    expect(within(bar()).queryByRole('link', { name: blogListCopy.nextLabel })).toBeNull();
    expect(within(bar()).getByRole('link', { name: blogListCopy.pageLabel(9) })).toHaveAttribute('aria-current', 'page');
  });
});
