/**
 * The cases the site shows obey the plans (issue 39 item 2): a before-and-after case gives its length in days, and
 * that length is the one-stay plan's (the last visit of `fasete-i-krunice`) unless the case says it ran in two stays
 * or two phases; then it is longer than the plan and within the spec's 14 days. A case of fewer days than the plan
 * would promise what the plan cannot. Pure: content/cases.ts applies it to the gallery and the home page at load,
 * so the build (and the editor's save, which runs the build's rules) refuses a case that breaks its plan.
 */
import { dayCount } from '@/lib/format';

/** What a case says about itself. */
export interface ShownCase {
  title: string;
  description: string;
  /** "7 dana". */
  duration: string;
}

/** The words a description uses for a case in two stays or phases. */
export const TWO_PHASES = /dva boravka|dve faze|u dva dela/;
/** The spec's longest case (§3: the gallery's cases take 5 to 14 days). */
export const MOST_CASE_DAYS = 14;

/** Each case that breaks its plan, by its index, with the rule it breaks (in Serbian, for the clinic). */
export function caseProblems(cases: readonly ShownCase[], planDays: number): { index: number; problem: string }[] {
  return cases.flatMap(({ description, duration }, index) => {
    const days = dayCount(duration);
    if (TWO_PHASES.test(description)) {
      return days > planDays && days <= MOST_CASE_DAYS
        ? []
        : [{ index, problem: `u dve faze rad traje duže od plana (${planDays} dana) i najviše ${MOST_CASE_DAYS} dana, a upisano je „${duration}“` }];
    }
    return days === planDays
      ? []
      : [
          {
            index,
            problem: `bez prethodnog lečenja rad traje koliko plan (${planDays} dana), a upisano je „${duration}“; ako je rađen u dve faze ili u dva boravka, opis to kaže`,
          },
        ];
  });
}
