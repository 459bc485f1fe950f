import { CallButton } from '@/components/call-button';
import { clientScripts } from '@/components/client-scripts';
import { ClaimLink, LinkedText } from '@/components/linked-text';
import { SendLinks } from '@/components/send-links';
import {
  ESTIMATE_ID,
  commonCases,
  defaultChoice,
  estimateCopy,
  estimateData,
  estimateLinks,
  estimateModel,
  timelineSentences,
  timelineSummaries,
  treatmentQuestions,
} from '@/content/estimate';
import { packages } from '@/content/model';
import { callSections, priceListCopy } from '@/content/pages';
import { choiceText, describeEstimate, estimate, estimateMessage, shownPackageId } from '@/lib/estimate';
import { serializeIslandProps } from '@/lib/islands';

const copy = estimateCopy;

const heading = 'text-[1.4rem] leading-tight font-semibold text-ink sm:text-[1.75rem]';
const subheading = 'font-sans text-base font-semibold text-ink sm:text-base';
const field =
  'mt-1 block min-h-12 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-gold-start';

/**
 * The price estimate (issue 26): a native <form> with two selects and an <output>, enhanced by its own small
 * script (lib/estimate-form.ts, loaded only here), not a React island. The server renders the result for the
 * default choice with the same engine (lib/estimate.ts), so the first screen is complete before the script runs;
 * the script recomputes on every change and writes the estimate into the send links. Without JavaScript the form
 * is hidden (`hidden scripting:block`, app/globals.css) and a table of common cases, computed at build from the
 * same model, takes its place. Nothing is sent and nothing stored: the links open the patient's own app.
 *
 * In the page's language (issue 27): the content it reads answers in it (content/estimate.ts), and the data block
 * carries the words with their language for the script, which has none of its own.
 */
export function PriceEstimate() {
  const headingId = `${ESTIMATE_ID}-naslov`;
  const groups = [...new Set(estimateModel.options.map((option) => option.group))];
  const largestCount = Math.max(...estimateModel.options.map((option) => option.maxCount));
  const result = estimate(estimateModel, defaultChoice.option, defaultChoice.count);
  const text = describeEstimate(result, copy);
  const days = timelineSentences(result.option.timeline);
  const message = estimateMessage(text, copy, choiceText(result.option, result.count, copy), days.message);
  const shownPackage = shownPackageId(result);

  return (
    <section id={ESTIMATE_ID} aria-labelledby={headingId} className="estimate no-print">
      <h2 id={headingId} className={heading}>
        {copy.heading}
      </h2>
      {/* The lead speaks of the form, which needs the script; without it the tables below have their own. */}
      <p className="mt-2 hidden max-w-3xl text-sm leading-relaxed text-muted sm:text-base scripting:block">{copy.lead}</p>

      <form
        className="-mx-4 mt-5 hidden border-y border-line bg-white px-4 py-5 sm:mx-0 sm:rounded-[1.25rem] sm:border sm:p-6 scripting:block"
        data-estimate=""
        action="#"
      >
        <div className="grid gap-3 sm:grid-cols-[1fr_11rem]">
          <label className="text-sm font-semibold text-ink">
            {copy.treatmentLabel}
            <select name="option" id="estimate-option" defaultValue={defaultChoice.option} className={field}>
              {groups.map((group) => (
                <optgroup key={group} label={group}>
                  {estimateModel.options
                    .filter((option) => option.group === group)
                    .map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-ink">
            <span data-estimate-count-label="">{result.option.countLabel}</span>
            <select name="count" id="estimate-count" defaultValue={String(result.count)} className={field}>
              {/* Every count up to the largest any treatment allows: the script narrows them to the chosen one's. */}
              {Array.from({ length: largestCount }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p data-estimate-out="count-note" role="status" className="text-base leading-relaxed text-ink not-empty:mt-2" />
        <button
          type="submit"
          className="mt-3 inline-flex min-h-11 items-center rounded-full border border-line px-5 text-base font-semibold text-ink hover:border-gold-start focus-visible:outline-2 focus-visible:outline-gold-start"
        >
          {copy.submit}
        </button>

        <div data-estimate-result="" tabIndex={-1} className="mt-5 scroll-mt-20 rounded-2xl bg-sand/60 p-4 focus:outline-none sm:p-5">
          <h3 className="sr-only">{copy.resultHeading}</h3>
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="text-sm font-semibold tracking-wide text-muted uppercase">{copy.totalLabel}</span>
            <output name="total" htmlFor="estimate-option estimate-count" className="font-serif text-3xl font-semibold text-ink sm:text-4xl">
              <span className="sr-only">{copy.totalLabel}: </span>
              <span data-estimate-out="total">{text.total}</span>
            </output>
          </p>
          <ul aria-label={copy.linesLabel} data-estimate-out="lines" className="mt-3 space-y-1 text-base">
            {text.lines.map((line) => (
              <li key={line.href} className="flex items-center justify-between gap-4">
                <a href={line.href} className="inline-flex min-h-11 items-center text-gold-text underline underline-offset-4 hover:text-ink">
                  {line.text}
                </a>
                <span className="shrink-0 text-ink tabular-nums">{line.amount}</span>
              </li>
            ))}
          </ul>
          <div data-estimate-out="package" aria-live="polite" className="mt-3 space-y-1 text-base leading-relaxed text-ink">
            {text.package.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
          {packages.map((entry) => (
            <details key={entry.id} data-estimate-package={entry.id} hidden={entry.id !== shownPackage} className="mt-2 text-base">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-gold-text">
                {copy.packageDetails}: {entry.name}
              </summary>
              <p className="font-semibold text-ink">{priceListCopy.packageIncludes}</p>
              <ul className="list-disc pl-5 text-muted">
                {entry.includes.map((item) => (
                  <li key={item}>
                    <LinkedText text={item} />
                  </li>
                ))}
              </ul>
              <p className="mt-2 font-semibold text-ink">{priceListCopy.packageExcludes}</p>
              <ul className="list-disc pl-5 text-muted">
                {entry.excludes.map((item) => (
                  <li key={item}>
                    <LinkedText text={item} />
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>

        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <div>
            <h3 className={subheading}>{copy.daysHeading}</h3>
            {[...timelineSummaries.map((entry) => entry.id), ''].map((id) => {
              const plan = timelineSentences(id || undefined);
              return (
                <div
                  key={id}
                  data-estimate-timeline={id}
                  hidden={id !== (result.option.timeline ?? '')}
                  className="mt-1.5 space-y-1 text-base leading-relaxed text-muted"
                >
                  {plan.local && (
                    <>
                      <h4 className="font-semibold text-ink">{copy.localHeading}</h4>
                      <p data-plan="local">{plan.local}</p>
                    </>
                  )}
                  {plan.travel.length > 0 && (
                    <>
                      <h4 className="pt-2 font-semibold text-ink">{copy.travelHeading}</h4>
                      {plan.travel.map((sentence) => (
                        <p key={sentence} data-plan="travel">
                          {sentence}
                        </p>
                      ))}
                      <p>
                        {copy.travelArranged} <ClaimLink link={estimateLinks.travelArranged} />
                      </p>
                    </>
                  )}
                  {plan.notes.map((sentence) => (
                    <p key={sentence} className={plan.local ? 'pt-2' : undefined}>
                      {sentence}
                    </p>
                  ))}
                </div>
              );
            })}
            {treatmentQuestions.map(({ group, links }) => (
              <p key={group} data-estimate-group={group} hidden={group !== result.option.group} className="mt-2 text-base leading-relaxed text-muted">
                {copy.questionsLabel}{' '}
                {links.map((link, index) => (
                  <span key={link.href}>
                    {index > 0 && ', '}
                    <ClaimLink link={link} />
                  </span>
                ))}
              </p>
            ))}
          </div>
          <div>
            <h3 className={subheading}>{copy.paymentHeading}</h3>
            <p data-estimate-out="cash" className="mt-1.5 text-base leading-relaxed text-muted">
              {text.cash}
            </p>
            <p data-estimate-out="instalments-intro" className="mt-1.5 text-base leading-relaxed text-muted">
              {text.instalmentsIntro}
            </p>
            <ul
              data-estimate-out="instalments"
              className="mt-1 grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-x-4 text-base text-ink tabular-nums"
            >
              {text.instalments.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-1.5 text-base leading-relaxed text-muted">
              {copy.paymentTerms} <ClaimLink link={estimateLinks.payment} />
            </p>
          </div>
        </div>

        <p className="mt-5 text-sm leading-relaxed text-muted">{copy.assumptions}</p>

        <div className="mt-5 border-t border-line pt-4">
          <h3 id={`${ESTIMATE_ID}-posalji`} className="font-sans text-sm font-semibold text-ink">
            {copy.sendHeading}
          </h3>
          <SendLinks labelledBy={`${ESTIMATE_ID}-posalji`} message={message} subject={copy.messageSubject} emailLabel={copy.emailLabel} />
          <p className="mt-2 text-sm leading-relaxed text-muted">{copy.sendNote}</p>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            {copy.sendWhat} <ClaimLink link={estimateLinks.sendWhat} />
          </p>
          <CallButton className="mt-4 w-full sm:w-auto">{callSections.action}</CallButton>
        </div>
        <script
          type="application/json"
          data-estimate-data=""
          dangerouslySetInnerHTML={{
            __html: serializeIslandProps(estimateData),
          }}
        />
      </form>

      <div className="mt-5 space-y-6 scripting:hidden">
        <h3 className={subheading}>{copy.noScriptHeading}</h3>
        <p className="text-sm leading-relaxed text-muted">{copy.noScriptLead}</p>
        {commonCases.map((table) => (
          <table key={table.group} className="w-full border-collapse bg-white text-left text-sm">
            <caption className="pb-2 text-left font-semibold text-ink">{table.group}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3">
                  {table.countLabel}
                </th>
                {table.options.map((option) => (
                  <th key={option.id} scope="col" className="py-2 pr-3">
                    {option.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.counts.map((count) => (
                <tr key={count} className="border-b border-line">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {count}
                  </th>
                  {table.options.map((option) => {
                    const cell = estimate(estimateModel, option.id, count);
                    return (
                      <td key={option.id} className="py-2 pr-3 tabular-nums">
                        {describeEstimate(cell, copy).total}
                        {cell.packageUse?.kind === 'applied' && <span className="text-muted"> ({copy.packageMark})</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {/* A module script is deferred by definition: it never blocks parsing or rendering. */}
      {/* eslint-disable-next-line @next/next/no-sync-scripts */}
      <script type="module" src={clientScripts().estimate} />
    </section>
  );
}
