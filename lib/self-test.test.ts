import { scoreSelfTest, type SelfTest } from '@/lib/self-test';

const test_: SelfTest = {
  reasonPart: 'A',
  distressPart: 'D',
  parts: [
    {
      id: 'A',
      title: 'Zubi',
      scored: true,
      questions: [
        { id: 'a1', text: '?' },
        { id: 'a2', text: '?' },
      ],
    },
    { id: 'B', title: 'Spremnost', scored: true, questions: [{ id: 'b1', text: '?' }] },
    { id: 'D', title: 'Osećaj', scored: false, questions: [{ id: 'd1', text: '?' }] },
  ],
  bands: [
    { id: 'ne', label: 'Ne', reason: [0, 1], readiness: [0, 1] },
    { id: 'da', label: 'Da', reason: [2, 2], readiness: [1, 1], goodCandidate: true },
  ],
  signs: [
    { id: 'desni', sign: 'Razmaci vremenom', firstStep: 'desni', why: '' },
    { id: 'nelagodnost', sign: 'Nelagodnost', firstStep: 'razgovor', why: '', fromQuestion: 'd1' },
  ],
};
const score = (yes: string[], signs: string[] = []) => scoreSelfTest(test_, { yes: new Set(yes), signs: new Set(signs) });

describe('scoreSelfTest', () => {
  it('counts a point per "da" in the scored parts, the reason part apart from the rest', () => {
    expect(score(['a1', 'a2', 'b1', 'd1'])).toMatchObject({ reason: 2, readiness: 1, band: { id: 'da' } });
    expect(score(['d1'])).toMatchObject({ reason: 0, readiness: 0, band: { id: 'ne' }, goodCandidate: false });
  });

  it('puts the signs that apply before the band: a circled sign, or a question that raises one', () => {
    expect(score(['a1', 'a2', 'b1']).goodCandidate).toBe(true);
    expect(score(['a1', 'a2', 'b1'], ['desni'])).toMatchObject({ goodCandidate: false, firstSteps: [{ id: 'desni' }] });
    expect(score(['a1', 'a2', 'b1', 'd1'])).toMatchObject({ goodCandidate: false, firstSteps: [{ id: 'nelagodnost' }] });
  });

  it('names the points no band covers', () => {
    expect(() => score(['a1', 'a2'])).toThrow('self-test: no band for 2 points in part A and 0 in the others');
  });
});
