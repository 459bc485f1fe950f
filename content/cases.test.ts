/**
 * The cases the site shows obey the plans (issue 39 item 2): the gallery's and the home page's before-and-after
 * cases give their length in days, and that length is the one-stay plan's ({trajanje:fasete-i-krunice}) unless the
 * case says it ran in two stays or two phases; then it is longer than the plan and within the spec's 14 days. A case
 * of fewer days than the plan would promise what the plan cannot.
 */
import galleryData from '@/content/data/gallery.json';
import beforeAfterData from '@/content/data/home/before-after.json';
import { model } from '@/content/model';
import { stayLength } from '@/lib/references';

interface Case {
  id: number;
  title: string;
  description: string;
  duration: string;
}

const plan = model.timelines.find((timeline) => timeline.id === 'fasete-i-krunice')!;
const planDays = plan.stays[0]!.days.at(-1)!.day;
const TWO_PHASES = /dva boravka|dve faze|u dva dela/;
const MOST_DAYS = 14;

/** Each case that breaks its plan, named with the rule it breaks. */
export function caseProblems(file: string, cases: readonly Case[]): string[] {
  return cases.flatMap(({ id, title, description, duration }) => {
    const days = Number(/^(\d+) dana$/.exec(duration)?.[1]);
    const where = `${file} › items[id=${id}] („${title}“)`;
    if (TWO_PHASES.test(description)) {
      return days > planDays && days <= MOST_DAYS
        ? []
        : [`${where}: u dve faze traje duže od plana (${planDays} dana) i najviše ${MOST_DAYS} dana, a upisano je ${duration}`];
    }
    return days === planDays
      ? []
      : [`${where}: bez prethodnog lečenja traje koliko plan (${planDays} dana), a upisano je ${duration}; ako je rađen u dve faze, opis to kaže`];
  });
}

describe('the cases on the site', () => {
  it('follow the one-stay plan, or say they ran in two phases', () => {
    expect([
      ...caseProblems('content/data/gallery.json', galleryData.items),
      ...caseProblems('content/data/home/before-after.json', beforeAfterData.items),
    ]).toEqual([]);
  });

  it('a plan’s stay is longer than its last visit, so a case of the plan’s days ends inside it', () => {
    expect(stayLength(plan.stays[0]!)).toBeGreaterThan(planDays);
  });

  it('sees a case that breaks its plan: the test of the test', () => {
    const planted: Case[] = [
      { id: 1, title: 'Kraće od plana', description: 'Fasete.', duration: '5 dana' },
      { id: 2, title: 'Dve faze', description: 'Lečenje desni, pa krunice, u dve faze.', duration: `${planDays} dana` },
    ];
    expect(caseProblems('x.json', planted)).toEqual([
      `x.json › items[id=1] („Kraće od plana“): bez prethodnog lečenja traje koliko plan (${planDays} dana), a upisano je 5 dana; ako je rađen u dve faze, opis to kaže`,
      `x.json › items[id=2] („Dve faze“): u dve faze traje duže od plana (${planDays} dana) i najviše ${MOST_DAYS} dana, a upisano je ${planDays} dana`,
    ]);
  });
});
