/**
 * Every content problem at once (issue 42). The content modules stop at the first problem they meet (a ContentError
 * thrown as a module loads); the content check (support/site-check.mjs, for the build and the editor's save) turns
 * on collecting first, so a problem that does not keep the rest from loading (a reference that cannot be resolved, in
 * any file and either language) is noted and the check goes on, and the report lists them all. Outside the check
 * (the site's build, the tests) nothing is collected: the problem throws where it is met.
 */
import type { ContentProblem } from '@/lib/content-issues';

/** Held on the global object, so the check's wrapper reads what the modules noted even when a later one throws. */
const holder = globalThis as { __contentProblems?: ContentProblem[] };

/** Starts collecting (the check's first import does). */
export function collectProblems(): void {
  holder.__contentProblems = [];
}

/** Notes problems when collecting (true), else leaves them to the caller to throw (false). */
export function noteProblems(problems: readonly ContentProblem[]): boolean {
  if (!holder.__contentProblems) return false;
  holder.__contentProblems.push(...problems);
  return true;
}

/** The problems noted, each once, and collecting stopped. */
export function collectedProblems(): ContentProblem[] {
  const noted = holder.__contentProblems ?? [];
  delete holder.__contentProblems;
  const seen = new Set<string>();
  return noted.filter((problem) => {
    const key = `${problem.source}\u0000${problem.field}\u0000${problem.problem}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
