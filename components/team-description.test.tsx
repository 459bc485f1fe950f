import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeamDescription } from '@/components/team-description';

const description = 'Specijalista oralne hirurgije sa posebnim iskustvom u ugradnji implanata, sinus liftu i nadoknadi kosti.';

function renderDescription(truncateAt: number) {
  const { container } = render(<TeamDescription description={description} truncateAt={truncateAt} moreLabel="Saznaj više" lessLabel="Prikaži manje" />);
  return container.querySelector('p')!;
}

describe('TeamDescription', () => {
  it('shows the text cut at the truncation length with "..." and "Saznaj više"', () => {
    const paragraph = renderDescription(50);
    const visible = Array.from(paragraph.childNodes)
      .filter((node) => !(node instanceof HTMLElement && node.hidden))
      .map((node) => node.textContent)
      .join('');
    expect(paragraph.textContent).toContain('...');
    const shownPart = paragraph.firstChild!.textContent!;
    expect(shownPart.length).toBeLessThanOrEqual(50);
    expect(description.startsWith(shownPart)).toBe(true);
    expect(visible).not.toContain('nadoknadi kosti');
    expect(screen.getByRole('button', { name: 'Saznaj više' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the rest of the text in the HTML, hidden while collapsed', () => {
    const paragraph = renderDescription(50);
    const hidden = paragraph.querySelector('[hidden]');
    expect(hidden).not.toBeNull();
    expect(hidden).not.toBeVisible();
    expect(paragraph.textContent).toContain('nadoknadi kosti.');
  });

  it('expands to the whole text with "Prikaži manje" and collapses again', async () => {
    const user = userEvent.setup();
    const paragraph = renderDescription(80);

    await user.click(screen.getByRole('button', { name: 'Saznaj više' }));
    expect(paragraph).toHaveTextContent(description);
    expect(paragraph.textContent).not.toContain('...');
    expect(screen.getByRole('button', { name: 'Prikaži manje' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Prikaži manje' }));
    expect(paragraph.textContent).toContain('...');
  });

  it('shows a short description whole, without a toggle', () => {
    render(<TeamDescription description="Kratko." truncateAt={50} moreLabel="Saznaj više" lessLabel="Prikaži manje" />);
    expect(screen.getByText('Kratko.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
