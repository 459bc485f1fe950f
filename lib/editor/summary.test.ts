import { readableSummary } from '@/lib/editor/summary';

describe('readableSummary', () => {
  it('shows a stored price as the site prints it', () => {
    expect(readableSummary('Udlaga za bruksizam: 50 EUR')).toBe('Udlaga za bruksizam: 50 €');
    expect(readableSummary('Implantat: 1200 EUR')).toBe('Implantat: 1.200 €');
    expect(readableSummary('Pregled: 3000 RSD')).toBe('Pregled: 3.000 RSD');
  });

  it('leaves other text alone', () => {
    expect(readableSummary('1. dan: Priprema')).toBe('1. dan: Priprema');
  });
});
