// Every reference the model offers, with the value the site prints for it today (content/STIL.md §3), or the
// resolved form of texts given as arguments. For writers: which id to name, and what a reference becomes.
// Usage: node tools/model-values.mjs                      (the whole list)
//        node tools/model-values.mjs "od {cena:keramicka-faseta} po zubu"   (resolve a text)
import { importTypeScript } from '../support/import-typescript.mjs';

const { model, resolveText } = await importTypeScript("export { model, resolveText } from '@/content/model';", 'model-values.ts');

const resolve = (text, markdown = false) => resolveText(text, { file: 'tools/model-values.mjs', field: '' }, { markdown });
const texts = process.argv.slice(2);
if (texts.length) {
  for (const text of texts) console.log(resolve(text, true));
  process.exit(0);
}
const references = [
  ...[...model.prices.keys()].map((id) => `{cena:${id}}`),
  ...model.packages.flatMap((entry) => [
    `{paket:${entry.id}}`,
    ...(entry.units ? ['radova', 'umesto', 'usteda'].map((field) => `{paket:${entry.id}:${field}}`) : []),
  ]),
  ...model.timelines.flatMap((timeline) => [
    `{trajanje:${timeline.id}}`,
    `{posete:${timeline.id}}`,
    ...timeline.stays.flatMap((_, index) =>
      index === 0
        ? [`{boravak:${timeline.id}}`, `{dolazak:${timeline.id}}`]
        : [`{boravak:${timeline.id}:${index + 1}}`, `{dolazak:${timeline.id}:${index + 1}}`],
    ),
    ...(timeline.checkups?.length ? [`{provere:${timeline.id}}`] : []),
  ]),
  '{garancija}',
  ...model.warranty.terms.map((term) => `{garancija:${term.id}}`),
  '{trajnost}',
  ...model.durability.materials.map((entry) => `{trajnost:${entry.id}}`),
  ...model.market.map((entry) => `{trziste:${entry.id}}`),
  ...model.facts.map((fact) => `{rok:${fact.id}}`),
  '{popust}',
  '{ucesce}',
  '{rate}',
];
for (const reference of references) console.log(`${reference.padEnd(48)} ${resolve(reference)}`);
console.log(
  '\nAlso: {cena:8 × id}, {cena:a + b}, {cena:a - b}, {cena:EXPR .. EXPR}, {link:id}, {ukljuceno:paket}, {nije-ukljuceno:paket}, {plan:timeline} (article only), {popust:EXPR}, {ucesce:EXPR}, {rata:12:EXPR}',
);
