import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeamDescription } from '@/components/team-description';
import { homeCopy } from '@/content/home-copy';

// What the toggle shows is the stylesheet's job (app/globals.css), checked in the browser by
// tests/e2e/home.spec.ts; here: the HTML it works on.
const description = 'Specijalista oralne hirurgije sa posebnim iskustvom u ugradnji implanata, sinus liftu i nadoknadi kosti.';
const { more, less } = homeCopy.team;

function renderDescription(truncateAt: number) {
  const { container } = render(<TeamDescription description={description} truncateAt={truncateAt} moreLabel={more} lessLabel={less} />);
  return { paragraph: container.querySelector('p')!, details: container.querySelector('details')! };
}

describe('TeamDescription', () => {
  it('cuts the text at the truncation length with "..." and keeps the rest in the HTML', () => {
    const { paragraph } = renderDescription(50);
    const shownPart = paragraph.firstChild!.textContent!;
    expect(shownPart.length).toBeLessThanOrEqual(50);
    expect(description.startsWith(shownPart)).toBe(true);
    expect(paragraph.querySelector('.team-description-ellipsis')).toHaveTextContent('...');
    expect(paragraph.querySelector('.team-description-rest')).toHaveTextContent(description.slice(shownPart.length).trim());
    expect(paragraph.textContent).toBe(`${shownPart}...${description.slice(shownPart.length)}`);
  });

  it('toggles with a native <details> whose summary carries both labels', async () => {
    const user = userEvent.setup();
    const { details } = renderDescription(80);
    const summary = details.querySelector('summary')!;
    expect(summary.querySelector('.team-description-more')).toHaveTextContent(more);
    expect(summary.querySelector('.team-description-less')).toHaveTextContent(less);
    expect(details.open).toBe(false);

    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it('shows a short description whole, without a toggle', () => {
    const { container } = render(<TeamDescription description="Kratko." truncateAt={50} moreLabel={more} lessLabel={less} />);
    expect(screen.getByText('Kratko.')).toBeInTheDocument();
    expect(container.querySelector('details')).toBeNull();
  });
});
