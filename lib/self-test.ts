/**
 * The self-test of the candidate article (issue 40 item 7): it advises, it does not sell. Parts A–C score a point per
 * "da"; part D (how the smile makes you feel) scores nothing and never moves the result; a sign from the list of
 * first steps (gaps that appeared over time, white or brown spots, strong distress …) comes before any band. Pure:
 * the test's data (content/self-test.ts) and the answers come in as arguments.
 */

export interface SelfTestQuestion {
  id: string;
  text: string;
}

export interface SelfTestPart {
  id: string;
  title: string;
  /** Whether a "da" scores a point; part D's answers are for the conversation only. */
  scored: boolean;
  questions: readonly SelfTestQuestion[];
}

/** A result: where part A's points and the sum of the other scored parts fall, both ranges inclusive. */
export interface SelfTestBand {
  id: string;
  label: string;
  /** Points in part A (the reason on the teeth). */
  reason: readonly [number, number];
  /** Points in the other scored parts (health, readiness, expectations). */
  readiness: readonly [number, number];
  /** The one band that says an examination is worth it: a good candidate, to be confirmed there. */
  goodCandidate?: boolean;
}

/** A sign that the first step is something else, whatever the points: its words, the first step, and why. */
export interface FirstStepSign {
  id: string;
  sign: string;
  firstStep: string;
  why: string;
  /** A "da" to this question means the sign applies (part D's strong distress). */
  fromQuestion?: string;
}

export interface SelfTest {
  /** The part whose points are the reason on the teeth ("A"). */
  reasonPart: string;
  /** The part about how the smile makes you feel ("D"): a reason to talk, never to treat. */
  distressPart: string;
  parts: readonly SelfTestPart[];
  bands: readonly SelfTestBand[];
  signs: readonly FirstStepSign[];
}

export interface SelfTestAnswers {
  /** The ids of the questions answered "da". */
  yes: ReadonlySet<string>;
  /** The ids of the signs the reader circled on the list of first steps. */
  signs: ReadonlySet<string>;
}

export interface SelfTestResult {
  reason: number;
  readiness: number;
  band: SelfTestBand;
  /** The signs that apply, in the list's order: their first step comes before the band. */
  firstSteps: readonly FirstStepSign[];
  /** A good candidate: the good band and no first step before it. */
  goodCandidate: boolean;
}

const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

/** The result of a filled-in self-test. */
export function scoreSelfTest(test: SelfTest, answers: SelfTestAnswers): SelfTestResult {
  const points = (part: SelfTestPart) => (part.scored ? part.questions.filter((question) => answers.yes.has(question.id)).length : 0);
  const reason = test.parts.filter((part) => part.id === test.reasonPart).reduce((sum, part) => sum + points(part), 0);
  const readiness = test.parts.filter((part) => part.id !== test.reasonPart).reduce((sum, part) => sum + points(part), 0);
  const band = test.bands.find((entry) => within(reason, entry.reason) && within(readiness, entry.readiness));
  if (!band) throw new Error(`self-test: no band for ${reason} points in part ${test.reasonPart} and ${readiness} in the others`);
  const firstSteps = test.signs.filter((sign) => answers.signs.has(sign.id) || (sign.fromQuestion !== undefined && answers.yes.has(sign.fromQuestion)));
  return { reason, readiness, band, firstSteps, goodCandidate: band.goodCandidate === true && firstSteps.length === 0 };
}

/** Every question id of the test, part by part. */
export const questionIds = (test: SelfTest): string[] => test.parts.flatMap((part) => part.questions.map((question) => question.id));
