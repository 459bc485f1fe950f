import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavMenu } from '@/components/nav-menu';
import { navigation } from '@/content/navigation';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderMenu(pathname = '/') {
  mockPathname = pathname;
  render(<NavMenu items={navigation} />);
  return { toggle: screen.getByRole('button', { name: 'Meni' }), list: screen.getByRole('list', { hidden: true }) };
}

describe('NavMenu', () => {
  it('renders the items in order, anchors as plain links and router links in the served form', () => {
    const { list } = renderMenu();
    const links = within(list).getAllByRole('link', { hidden: true });

    expect(links.map((link) => link.textContent)).toEqual(navigation.map((item) => item.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/#usluge',
      '/#tim',
      '/#faq',
      '/#blog',
      '/cenovnik/',
      '/#o-meni',
      '/#kontakt',
    ]);
  });

  it('marks the current page with aria-current', () => {
    const { list } = renderMenu('/cenovnik/');
    const current = within(list)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');

    expect(current.map((link) => link.textContent)).toEqual(['Cenovnik']);
  });

  it('opens with the toggle and closes when an item is chosen', async () => {
    const user = userEvent.setup();
    const { toggle, list } = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');

    await user.click(within(list).getByRole('link', { name: 'Tim' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('hidden');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    const { toggle, list } = renderMenu();

    await user.click(toggle);
    within(list).getByRole('link', { name: 'Blog' }).focus();
    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when the visitor taps outside it', async () => {
    const user = userEvent.setup();
    const { toggle } = renderMenu();

    await user.click(toggle);
    await user.click(document.body);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
