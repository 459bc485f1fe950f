/**
 * The candidate article's self-test advises, it does not sell (issue 40 item 7): scored by lib/self-test.ts over the
 * real test (content/self-test.ts), and the article prints that test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { articles } from '@/content/articles';
import { SELF_TEST_ARTICLE, selfTest, selfTestIn } from '@/content/self-test';
import { localeCodes } from '@/lib/locales';
import { questionIds, scoreSelfTest, type SelfTestAnswers } from '@/lib/self-test';

const scoredIds = selfTest.parts.filter((part) => part.id !== selfTest.distressPart).flatMap((part) => part.questions.map((question) => question.id));
const distressIds = selfTest.parts.filter((part) => part.id === selfTest.distressPart).flatMap((part) => part.questions.map((question) => question.id));
const answers = (yes: readonly string[], signs: readonly string[] = []): SelfTestAnswers => ({ yes: new Set(yes), signs: new Set(signs) });
/** Every subset of a list. */
const subsets = <T>(items: readonly T[]): T[][] => items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
const signOf = (id: string) => selfTest.signs.find((sign) => sign.id === id)!;

describe('the self-test', () => {
  it('has a part about how the smile makes you feel, and it scores nothing', () => {
    expect(distressIds.length).toBeGreaterThan(0);
    expect(scoreSelfTest(selfTest, answers(distressIds))).toMatchObject({ reason: 0, readiness: 0 });
  });

  it('never reaches the good-candidate band on distress alone, and distress never moves any result', () => {
    for (const distress of subsets(distressIds)) {
      const result = scoreSelfTest(selfTest, answers(distress));
      expect(result.band.goodCandidate).not.toBe(true);
      expect(result.goodCandidate).toBe(false);
    }
    // Over every way to answer the scored parts, answering all of part D "da" changes neither the points nor the band.
    for (const yes of subsets(scoredIds).filter((_, index) => index % 5 === 0)) {
      const calm = scoreSelfTest(selfTest, answers(yes));
      const distressed = scoreSelfTest(selfTest, answers([...yes, ...distressIds.filter((id) => id !== signOf('nelagodnost').fromQuestion)]));
      expect([distressed.reason, distressed.readiness, distressed.band.id]).toEqual([calm.reason, calm.readiness, calm.band.id]);
    }
  });

  it('turns strong distress into a conversation first, even with every point', () => {
    const result = scoreSelfTest(selfTest, answers([...scoredIds, signOf('nelagodnost').fromQuestion!]));
    expect(result.band.goodCandidate).toBe(true);
    expect(result.firstSteps.map((sign) => sign.id)).toEqual(['nelagodnost']);
    expect(result.goodCandidate).toBe(false);
  });

  it('sends gaps that appeared over time to the gums first, and white or brown spots to whitening, microabrasion or infiltration', () => {
    const gaps = scoreSelfTest(selfTest, answers(scoredIds, ['razmaci-vremenom']));
    expect(gaps.goodCandidate).toBe(false);
    expect(gaps.firstSteps).toHaveLength(1);
    expect(gaps.firstSteps[0]!.firstStep).toMatch(/desni/);
    const stains = scoreSelfTest(selfTest, answers(scoredIds, ['mrlje']));
    expect(stains.goodCandidate).toBe(false);
    expect(stains.firstSteps[0]!.firstStep).toMatch(/izbeljivanje/);
    expect(stains.firstSteps[0]!.firstStep).toMatch(/mikroabrazija/);
    expect(stains.firstSteps[0]!.firstStep).toMatch(/infiltracija/);
    // The same first steps in English.
    expect(scoreSelfTest(selfTestIn.en, answers(scoredIds, ['razmaci-vremenom'])).firstSteps[0]!.firstStep).toMatch(/gum/);
    expect(scoreSelfTest(selfTestIn.en, answers(scoredIds, ['mrlje'])).firstSteps[0]!.firstStep).toMatch(/whitening, microabrasion or resin infiltration/);
  });

  it('gives every way to answer exactly one band', () => {
    for (const yes of subsets(scoredIds).filter((_, index) => index % 11 === 0)) {
      const { reason, readiness } = scoreSelfTest(selfTest, answers(yes));
      const fitting = selfTest.bands.filter(
        (band) => reason >= band.reason[0] && reason <= band.reason[1] && readiness >= band.readiness[0] && readiness <= band.readiness[1],
      );
      expect(fitting).toHaveLength(1);
    }
  });

  it.each(localeCodes)('is the test the %s article prints: its questions, bands and first steps', (locale) => {
    const test_ = selfTestIn[locale];
    expect(new Set(questionIds(test_)).size).toBe(questionIds(test_).length);
    // The clinic may delete the article (scripts/clinic-edits.mjs does): then there is nothing printed to compare.
    const file = path.join(process.cwd(), 'content', 'blog', locale, `${SELF_TEST_ARTICLE}.md`);
    if (!existsSync(file)) {
      expect(articles.some((entry) => entry.slug === SELF_TEST_ARTICLE)).toBe(false);
      return;
    }
    const article = readFileSync(file, 'utf8');
    for (const part of test_.parts) for (const question of part.questions) expect(article).toContain(`| ${question.text} |`);
    for (const band of test_.bands) expect(article).toContain(`| ${band.label} |`);
    for (const sign of test_.signs) expect(article).toContain(`| ${sign.sign} | ${sign.firstStep} | ${sign.why} |`);
  });
});
