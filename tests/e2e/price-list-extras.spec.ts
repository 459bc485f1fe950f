import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pages, priceListCopy } from '@/content/pages';
import { priceCategories } from '@/content/price-list';
import { resolveText } from '@/content/model';
import { site } from '@/content/site';
import { visitingPatients } from '@/content/visiting-patients';
import { formatPrice } from '@/lib/format';
import { formatPrintDate } from '@/lib/print-date';
import { expectClearOfHeader } from './fixed-header';

// Issue 16, items 3 and 4 on /cenovnik/: the answers for patients from abroad (the spec's figures, written as
// content/STIL.md places them) and the price list on paper.

const SECTION_ID = 'pacijenti-iz-inostranstva';
/** What a model reference prints today (content/model.ts). */
const value = (reference: string) => resolveText(reference, { file: 'tests/e2e/price-list-extras.spec.ts', field: '' });
const section = (page: Page) => page.locator(`[id="${SECTION_ID}"]`);
/** A question of the section: the disclosure whose summary holds the question's heading, by the heading's id. */
const topicOf = (page: Page, topic: string) => page.locator(`details:has(> summary > #${SECTION_ID}-${topic})`);
/** The answer (the <dl>) of a question. */
const answer = (page: Page, topic: string) => topicOf(page, topic).locator('dl');

test.describe('patients from abroad', () => {
  test('a labelled section of questions and answers with the spec’s figures, each in its own answer', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/cenovnik/');
    const region = page.getByRole('region', { name: 'Pacijenti iz inostranstva' });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('id', SECTION_ID);
    await expect(region.getByRole('heading', { level: 2 })).toHaveText('Pacijenti iz inostranstva');
    // Five questions, each a heading in the summary of a closed disclosure whose answer is a description list.
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(visitingPatients.topics.map((topic) => topic.question));
    await expect(region.locator('details:has(> summary > h3) > dl')).toHaveCount(5);
    for (const topic of visitingPatients.topics) {
      await expect(answer(page, topic.id)).toBeHidden();
      // A tap on the question opens its answer, and the rest stay closed.
      await topicOf(page, topic.id).locator('summary').click();
      await expect(answer(page, topic.id)).toBeVisible();
      await expect(answer(page, topic.id).locator('dt')).toHaveText(topic.facts.map((fact) => fact.term));
    }

    // The model's figures (content/data/model/), as the references print them: how long to plan, and where to send photos.
    const stay = answer(page, 'boravak');
    await expect(stay).toContainText(value('{boravak:fasete-i-krunice}'));
    await expect(stay).toContainText(value('{nocenja:fasete-i-krunice}'));
    await expect(stay).toContainText(value('{dolazak:fasete-i-krunice}'));
    // Right where it asks for photos and an X-ray: WhatsApp, Viber and e-mail, the message already written.
    const send = stay.getByRole('list', { name: visitingPatients.sendPhotos.label });
    const message = encodeURIComponent(visitingPatients.sendPhotos.message);
    await expect(send.getByRole('link')).toHaveCount(3);
    await expect(send.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${site.phone.e164.slice(1)}?text=${message}`);
    await expect(send.getByRole('link', { name: 'Viber' })).toHaveAttribute('href', new RegExp(`&draft=${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(send.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}?subject=${encodeURIComponent(visitingPatients.sendPhotos.emailSubject)}&body=${message}`,
    );

    // Each claim is stated once, in its FAQ answer (issue 39): the section says it short and links that answer.
    const claims: [topic: string, claims: string[]][] = [
      ['boravak', ['boravak', 'pre-dolaska', 'organizacija-dolaska']],
      ['privremeni-radovi', ['bez-zuba']],
      ['konsultacija-i-kontrola', ['konsultacija', 'posle-rada']],
      ['garancija', ['garancija']],
      ['placanje', ['placanje']],
    ];
    for (const [topic, ids] of claims) {
      const links = answer(page, topic).locator('a[href^="/faq/#"]');
      await expect(links).toHaveCount(ids.length);
      for (const id of ids) await expect(answer(page, topic).locator(`a[href="/faq/#${id}"]`)).toHaveText(/\?$/);
    }

    // Temporaries: veneers and crowns the same day; the implants' bridge only by its link, with its condition there.
    const temporaries = answer(page, 'privremeni-radovi');
    await expect(temporaries.locator('dd', { hasText: 'faset' })).toContainText('istog dana kada se zubi pripreme');
    await expect(temporaries).not.toContainText(value('{rok:privremeni-rad-na-implantatima}'));

    // The warranty's range and the payment terms, as the model prints them.
    await expect(answer(page, 'garancija')).toContainText(value('{garancija}'));
    const payment = answer(page, 'placanje');
    await expect(payment).toContainText(value('{popust}'));
    await expect(payment).toContainText(value('{rate}'));
  });

  test('the jump link under the heading lands on the section, below the fixed navigation', async ({ page }) => {
    await page.goto('/cenovnik/');
    const link = page.getByRole('main').getByRole('link', { name: visitingPatients.jumpLink.label });
    await expect(link).toHaveAttribute('href', `#${SECTION_ID}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/cenovnik/#${SECTION_ID}$`));
    await expectLandedOn(page);
  });

  test('the section’s address from another page (the home contact section’s link) opens it in view', async ({ page }) => {
    expect(visitingPatients.contactLink.href).toBe(`/cenovnik/#${SECTION_ID}`);
    await page.goto('/');
    await page.goto(visitingPatients.contactLink.href);
    await expectLandedOn(page);
  });
});

/** The section's heading is on screen and not under the fixed navigation bar. */
async function expectLandedOn(page: Page) {
  await expectClearOfHeader(page, section(page).getByRole('heading', { level: 2 }));
}

test.describe('the price list on paper', { tag: '@desktop' }, () => {
  test('in print: only the print header and the list, every price black on white, nothing to press', async ({ page }) => {
    await page.goto('/cenovnik/');
    const header = page.locator('.print-header');
    await expect(header).toBeHidden();
    await page.emulateMedia({ media: 'print' });

    // The frame, buttons, decorations, notices and the on-screen-only section are gone.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(section(page)).toBeHidden();
    const screenOnly = page
      .locator('a:not(.claim-link), button, svg, [role="status"]')
      .or(page.getByText(priceListCopy.popularBadge, { exact: true }))
      .or(page.getByText(priceListCopy.availableLabel, { exact: true }));
    // Links, buttons, icons, the notice, the badges and the available markers are all in the page, none on paper.
    expect(await screenOnly.count()).toBeGreaterThan(31 + 8);
    for (const element of await screenOnly.all()) await expect(element).toBeHidden();
    // A note's link to a claim's home (issue 39) is part of its sentence: on paper, its words in black, not underlined.
    const claimLinks = page.locator('.price-list-page .claim-link:visible');
    expect(await claimLinks.count()).toBeGreaterThan(0);
    for (const link of await claimLinks.all()) {
      await expect(link).toHaveCSS('color', 'rgb(0, 0, 0)');
      await expect(link).toHaveCSS('text-decoration-line', 'none');
    }

    // The print header: name, address, phone, the page's absolute URL and the date of printing.
    await expect(header).toBeVisible();
    await expect(header).toContainText(site.legalName);
    await expect(header).toContainText(`${site.address.street}, ${site.address.district}, ${site.address.postalCode} ${site.address.city}`);
    await expect(header).toContainText(site.phone.display);
    await expect(header).toContainText(`${site.url}/cenovnik/`);
    await expect(header).toContainText('Datum štampe:');
    await expect(header.locator('[data-print-date]')).toBeVisible();
    // Filled by the enhancement script with today's date, the Serbian way ("23. 11. 2026.").
    await expect(header.locator('[data-print-date]')).toHaveText(formatPrintDate(new Date()));

    // Every category and price, on white, in black: the table's rows, without column headers or descriptions.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.priceList.heading);
    for (const category of priceCategories) {
      const block = page.locator(`[id="${category.id}"]`);
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(category.title);
      await expect(block.locator('thead')).toBeHidden();
      for (const service of category.services) {
        const item = block.locator('tbody tr').filter({ has: page.getByText(service.name, { exact: true }) });
        await expect(item).toBeVisible();
        await expect(item.locator('.price-description')).toBeHidden();
        await expect(item.locator('.price-amount')).toBeVisible();
        await expect(item.locator('.price-amount')).toHaveText(formatPrice(service.price));
        await expect(item.locator('.price-amount')).toHaveCSS('color', 'rgb(0, 0, 0)');
        await expect(item).toHaveCSS('box-shadow', 'none');
      }
    }
    const background = await page.evaluate(() =>
      [document.body, document.querySelector('main')!, document.querySelector('main tbody tr')!].map((node) => getComputedStyle(node).backgroundColor),
    );
    expect(background).toEqual(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  });

  for (const format of ['A4', 'Letter'] as const) {
    test(`printed to PDF by Chromium on ${format}: at most 2 pages with every price, the practice’s details and no navigation`, async ({ page }) => {
      await page.goto('/cenovnik/');
      await page.evaluate(() => document.fonts.ready);
      const { pageCount, text } = await pdfText(await page.pdf({ format }));
      expect(pageCount).toBeGreaterThanOrEqual(1);
      expect(pageCount).toBeLessThanOrEqual(2);

      for (const category of priceCategories) {
        expect(text).toContain(category.title);
        for (const service of category.services) {
          // The name and its price with the unit after it ("350 € po zubu"), in the reading order of the list.
          const price = [formatPrice(service.price), service.unit].filter(Boolean).join(' ');
          expect(text, service.name).toContain(`${service.name} ${price}`);
        }
      }
      for (const detail of [site.legalName, site.address.street, site.phone.display, `${site.url}/cenovnik/`, 'Datum štampe:', priceListCopy.closingNote]) {
        expect(text).toContain(detail);
      }
      // No navigation, footer, buttons, badges or the on-screen-only section.
      for (const absent of [
        'Početna',
        'O meni',
        'Kontakt',
        site.tagline,
        priceListCopy.backLabel,
        priceListCopy.popularBadge,
        priceListCopy.availableLabel,
        visitingPatients.heading,
        visitingPatients.jumpLink.label,
      ]) {
        expect(text, absent).not.toContain(absent);
      }
    });
  }
});

/** The pages and the text of a PDF, as PDF.js reads it (words joined as drawn, runs of white space as one space). */
async function pdfText(pdf: Buffer): Promise<{ pageCount: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '');
    parts.push('\n');
  }
  const pageCount = document.numPages;
  await document.destroy();
  return { pageCount, text: parts.join('').replace(/\s+/g, ' ') };
}
