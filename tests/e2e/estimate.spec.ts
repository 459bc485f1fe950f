import { expect, test, type Page } from '@playwright/test';
import { articles } from '@/content/articles';
import {
  ESTIMATE_ARTICLE_CATEGORIES,
  ESTIMATE_ID,
  commonCases,
  estimateCopy,
  estimateLinks,
  estimateModel,
  timelineSentences,
  timelineSummaries,
  treatmentQuestions,
} from '@/content/estimate';
import { model } from '@/content/model';
import { countChangedText } from '@/lib/estimate';
import { formatPrice } from '@/lib/format';
import { routes } from '@/content/route-registry';
import { articlePath } from '@/lib/routes';
import { expectNoAxeViolations } from './page-checks';

// Issue 26: a patient on a phone prices a smile on /cenovnik/ without leaving it. Every expectation is read from
// the price list and the model (content/data/), so the clinic's edits change it with them.

const priceOf = (id: string) => model.prices.get(id)!.price.amount;
const euros = (amount: number) => formatPrice({ amount, currency: 'EUR' });
const region = (page: Page) => page.getByRole('region', { name: estimateCopy.heading });
const treatment = (page: Page) => region(page).getByLabel(estimateCopy.treatmentLabel);

/** The Hollywood Smile's unit (layered e.max veneers): what n of them cost, with the package when it is cheaper. */
const smile = model.packages.find((entry) => entry.units !== undefined)!;
const emax = estimateModel.options.find((option) => option.rows.length === 1 && option.rows[0]!.id === smile.unitItem)!;
const smileTotal = (count: number) =>
  Math.min(count * priceOf(emax.rows[0]!.id), priceOf(smile.priceItem) + Math.max(0, count - smile.units!) * priceOf(emax.rows[0]!.id));
/** What `count` units of an option cost: its rows by the list, or with its package when that is cheaper. */
const expectedTotal = (optionId: string, count: number) => {
  const option = estimateModel.options.find((entry) => entry.id === optionId)!;
  return option.id === emax.id ? smileTotal(count) : count * option.rows.reduce((sum, row) => sum + priceOf(row.id), 0);
};
const stay = timelineSummaries.find((timeline) => timeline.id === emax.timeline)!.stays[0]!;

test.describe('the price estimate', { tag: '@phone' }, () => {
  test('8 layered e.max veneers: the total, the package line and the days, and the send links carry them', async ({ page }) => {
    await page.goto(routes.priceList);
    // Start elsewhere, as a patient would: All-on-6 counts jaws, up to two.
    const allOnSix = estimateModel.options.find((option) => option.unit[0] !== emax.unit[0] && option.maxCount === 2)!;
    await treatment(page).selectOption(allOnSix.id);
    // The count is now named for jaws, offers only what the treatment allows, starts at its own count (one jaw, not
    // the eight teeth chosen before), and the form says the count changed.
    await expect(region(page).getByLabel(allOnSix.countLabel).locator('option:not([disabled])')).toHaveCount(allOnSix.maxCount);
    await expect(region(page).getByLabel(allOnSix.countLabel)).toHaveValue(String(allOnSix.startCount));
    await expect(region(page).locator('[data-estimate-out="count-note"][role="status"]')).toHaveText(
      countChangedText(allOnSix, allOnSix.startCount, estimateCopy),
    );
    await expect(region(page).locator('output')).toHaveText(`${estimateCopy.totalLabel}: ${euros(expectedTotal(allOnSix.id, allOnSix.startCount))}`);
    await expect(region(page).locator('[data-estimate-package]:not([hidden]) summary')).toBeVisible();
    // Whether a patient is ever without teeth: answered where All-on-6 is priced, by a link to its one home.
    for (const link of treatmentQuestions.find((entry) => entry.group === allOnSix.group)!.links) {
      await expect(region(page).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }

    // Tap 1 and 2: the treatment; tap 3: the number of teeth.
    await treatment(page).selectOption(emax.id);
    await region(page).getByLabel(emax.countLabel).selectOption('8');
    const total = euros(smileTotal(8));
    await expect(region(page).locator('output')).toHaveText(`${estimateCopy.totalLabel}: ${total}`);
    const line = region(page).getByRole('list', { name: estimateCopy.linesLabel }).getByRole('link');
    await expect(line).toHaveText(`8 × ${emax.rows[0]!.name}`);
    await expect(line).toHaveAttribute('href', `#${emax.rows[0]!.id}`);
    // Eight are fewer than the package pays off for: it is named, with the count it starts at.
    const packageLine = region(page).locator('[data-estimate-out="package"]');
    await expect(packageLine).toContainText(smile.name);
    await expect(packageLine).toContainText(`od ${Math.floor(priceOf(smile.priceItem) / priceOf(emax.rows[0]!.id)) + 1} `);
    const days = region(page).locator('[data-estimate-timeline]:not([hidden])');
    await expect(days).toBeVisible();
    // Both kinds of patient: who lives nearby gets visits over days; who travels, the stay, its nights and arrival days.
    const plan = timelineSentences(emax.timeline);
    await expect(days.getByRole('heading', { name: estimateCopy.localHeading })).toBeVisible();
    await expect(days.locator('[data-plan="local"]')).toHaveText(plan.local);
    expect(plan.local).not.toContain(stay.arrival);
    await expect(days.getByRole('heading', { name: estimateCopy.travelHeading })).toBeVisible();
    await expect(days.locator('[data-plan="travel"]')).toHaveText(plan.travel);
    expect(plan.travel.join(' ')).toContain(stay.arrival);
    expect(plan.travel.join(' ')).toContain(stay.nights);
    // A traveller learns beside the plan that the trip is not in the total, by a link to what the clinic arranges.
    const { travelArranged, sendWhat, payment } = estimateLinks;
    await expect(days.getByRole('link', { name: travelArranged.label })).toHaveAttribute('href', travelArranged.href);
    // Whether the cash discount and instalments combine is the payment answer's: the estimate links to it.
    await expect(region(page).getByRole('link', { name: payment.label })).toHaveAttribute('href', payment.href);
    // The check-ups after cementing are part of the plan, on every page that names it (issue 40 item 6).
    const checkups = timelineSummaries.find((timeline) => timeline.id === emax.timeline)!.checkups;
    expect(checkups.length).toBeGreaterThan(0);
    for (const checkup of checkups) await expect(days).toContainText(`${checkup.when}: ${checkup.visit}`);
    const cash = smileTotal(8) - Math.round((smileTotal(8) * model.payment.cashDiscountPercent) / 100);
    await expect(region(page).getByText(euros(cash))).toBeVisible();

    for (const link of treatmentQuestions.find((entry) => entry.group === allOnSix.group)!.links) {
      if (!treatmentQuestions.some((entry) => entry.group === emax.group && entry.links.includes(link))) {
        await expect(region(page).getByRole('link', { name: link.label })).toBeHidden();
      }
    }
    // Where the estimate ends: what to send with the message (photos, an X-ray), by a link to its home.
    await expect(region(page).getByRole('link', { name: sendWhat.label })).toHaveAttribute('href', sendWhat.href);

    // The WhatsApp, Viber and e-mail links carry the same figures.
    for (const channel of ['whatsapp', 'viber', 'email']) {
      const href = decodeURIComponent((await region(page).locator(`a[data-contact-channel="${channel}"]`).getAttribute('href'))!);
      expect(href, channel).toContain(`8 × ${emax.rows[0]!.name}`);
      expect(href, channel).toContain(`${estimateCopy.totalLabel}: ${total}`);
      expect(href, channel).toContain(stay.days);
    }

    // From the package's count on, the package price applies and its contents open.
    await region(page).getByLabel(emax.countLabel).selectOption(String(smile.units));
    await expect(region(page).locator('output')).toHaveText(`${estimateCopy.totalLabel}: ${euros(priceOf(smile.priceItem))}`);
    await expect(region(page).locator(`[data-estimate-package="${smile.id}"]`)).toBeVisible();

    // Every treatment, at a count it allows, totals what the price list (and the package) make of it.
    for (const option of estimateModel.options) {
      const count = Math.min(6, option.maxCount);
      await treatment(page).selectOption(option.id);
      await region(page).getByLabel(option.countLabel).selectOption(String(count));
      await expect(region(page).locator('output'), option.id).toHaveText(`${estimateCopy.totalLabel}: ${euros(expectedTotal(option.id, count))}`);
    }
    await treatment(page).selectOption(emax.id);

    // The form's button shows the result (it follows every choice anyway): with the keyboard's focus on it.
    await region(page).getByRole('button', { name: estimateCopy.submit }).click();
    await expect(region(page).locator('[data-estimate-result]')).toBeFocused();
    await expect(region(page).locator('output')).toBeInViewport();

    // A row of the estimate is a link to its row on the price list.
    await line.click();
    await expect(page).toHaveURL(new RegExp(`#${emax.rows[0]!.id}$`));
    await expect(page.locator(`[id="${emax.rows[0]!.id}"]`)).toBeInViewport();
    await expectNoAxeViolations(page, `#${ESTIMATE_ID}`);
  });

  test('without JavaScript, a table of common cases from the same model stands in its place', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(routes.priceList);
    await expect(region(page).locator('form')).toBeHidden();
    // The intro speaks of the tables it shows, not of a form to fill in.
    await expect(region(page).getByText(estimateCopy.lead)).toBeHidden();
    await expect(region(page).getByText(estimateCopy.noScriptLead)).toBeVisible();
    const tables = region(page).getByRole('table');
    await expect(tables).toHaveCount(commonCases.length);
    // Each cell from the price list (a clinic's price edit shows here after a build: scripts/clinic-edits.mjs).
    for (const cases of commonCases) {
      const rows = region(page).getByRole('table', { name: cases.group }).locator('tbody tr');
      await expect(rows).toHaveCount(cases.counts.length);
      for (const [index, count] of cases.counts.entries()) {
        const cells = cases.options.map((option) => euros(expectedTotal(option.id, count)));
        await expect(rows.nth(index).locator('td')).toHaveText(cells.map((cell) => new RegExp(`^${cell}`)));
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('the home page’s price cards and the articles about cost lead to it', async ({ page }) => {
    const costArticle = articles.find((article) => ESTIMATE_ARTICLE_CATEGORIES.includes(article.category))!;
    const otherArticle = articles.find((article) => !ESTIMATE_ARTICLE_CATEGORIES.includes(article.category))!;
    await page.goto(articlePath(otherArticle.slug));
    await expect(page.getByRole('link', { name: estimateCopy.linkLabel })).toHaveCount(0);
    for (const path of [routes.home, articlePath(costArticle.slug)]) {
      await page.goto(path);
      await page.getByRole('link', { name: estimateCopy.linkLabel }).click();
      await expect(page).toHaveURL(new RegExp(`${routes.priceList}#${ESTIMATE_ID}$`));
      await expect(region(page).getByRole('heading', { level: 2 })).toBeInViewport();
    }
  });
});
