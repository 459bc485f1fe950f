/**
 * The gallery's and the home page's cases checked against the one-stay plan as they load (lib/cases.ts): a case that
 * breaks its plan stops the build, naming the file, the case and the rule.
 */
import { model } from '@/content/model';
import { caseProblems, type ShownCase } from '@/lib/cases';
import { ContentError } from '@/lib/content-check';

/** The plan the cases follow: veneers and crowns in one stay. */
export const CASE_PLAN = 'fasete-i-krunice';

/** The days of the plan's work: its last visit. */
export function casePlanDays(): number {
  const plan = model.timelines.find((timeline) => timeline.id === CASE_PLAN);
  if (!plan) throw new ContentError('content/data/model/timelines.json', 'timelines', `nema plana "${CASE_PLAN}", po kome se proveravaju slučajevi`);
  return plan.stays[0]!.days.at(-1)!.day;
}

export function requireCasesFitPlan(file: string, cases: readonly ShownCase[]): void {
  const problems = caseProblems(cases, casePlanDays());
  if (problems.length === 0) return;
  throw ContentError.of(
    problems.map(({ index, problem }) => ({
      source: `${file} › items[${index}] („${cases[index]!.title}“)`,
      field: 'duration',
      problem,
      file,
      path: ['items', index, 'duration'],
    })),
  );
}
