/**
 * The cases the site shows obey the plans (issue 39 item 2, lib/cases.ts): checked as the gallery and the home page
 * load, so a case that breaks its plan stops the build and the editor's save, naming the file, the case and the rule.
 */
import galleryData from '@/content/data/gallery.json';
import { casePlanDays, requireCasesFitPlan } from '@/content/cases';
import { gallery } from '@/content/gallery';
import { beforeAfter } from '@/content/home';
import { model } from '@/content/model';
import { MOST_CASE_DAYS } from '@/lib/cases';
import { stayLength } from '@/lib/references';

const planDays = casePlanDays();

describe('the cases on the site', () => {
  it('load, so each follows the one-stay plan or says it ran in two phases', () => {
    expect(gallery.length).toBeGreaterThan(0);
    expect(beforeAfter.length).toBeGreaterThan(0);
  });

  it('a plan’s stay is longer than its last visit, so a case of the plan’s days ends inside it', () => {
    expect(stayLength(model.timelines.find((timeline) => timeline.stays[0]!.days.at(-1)!.day === planDays)!.stays[0]!)).toBeGreaterThan(planDays);
  });

  it('stops the build at a case that breaks its plan, naming the file, the case and the rule: the test of the test', () => {
    const [first, second] = galleryData.items;
    const planted = [
      { ...first!, title: 'Kraće od plana', description: 'Fasete.', duration: '5 dana' },
      { ...second!, title: 'Dve faze', description: 'Lečenje desni, pa krunice, u dve faze.', duration: `${planDays} dana` },
      { ...second!, title: 'Predugo', description: 'Implantati u dva boravka.', duration: `${MOST_CASE_DAYS + 1} dana` },
    ];
    expect(() => requireCasesFitPlan('content/data/gallery.json', planted)).toThrow(
      [
        `content/data/gallery.json › items[0] („Kraće od plana“) › duration: bez prethodnog lečenja rad traje koliko plan (${planDays} dana), a upisano je „5 dana“; ako je rađen u dve faze ili u dva boravka, opis to kaže`,
        `content/data/gallery.json › items[1] („Dve faze“) › duration: u dve faze rad traje duže od plana (${planDays} dana) i najviše ${MOST_CASE_DAYS} dana, a upisano je „${planDays} dana“`,
      ].join('\n'),
    );
  });
});
