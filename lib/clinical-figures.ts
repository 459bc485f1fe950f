/**
 * Clinical figures without their sources (issue 40 item 1): a lifespan ({trajnost…}) or a clinical fact ({rok:id} of
 * a fact marked clinical: a healing time, a risk) that a text names while the model gives it no source. The model's
 * references print each source beside the figure as a link to the sources page (lib/references.ts `withSources`), so
 * a figure with sources is linked wherever it appears, and one without stops the build at its first use; this lists
 * them all as file:line, a to-do list across every file. Pure: the texts and the model come in as arguments.
 */
import type { ProseText } from '@/lib/hand-typed-figures';
import { REFERENCE_PATTERN } from '@/lib/references';
import type { Model } from '@/lib/schemas/model';

export interface UnsourcedFigure {
  file: string;
  line: number;
  field: string;
  reference: string;
}

/** The sources of the clinical figure a reference names, or undefined when it names no clinical figure. */
function clinicalSources(kind: string, argument: string | undefined, model: Model): readonly string[] | undefined {
  if (kind === 'trajnost') {
    const entry = argument === undefined ? model.durability.general : model.durability.materials.find((material) => material.id === argument);
    return entry?.sources ?? [];
  }
  if (kind === 'rok') {
    const fact = model.facts.find((entry) => entry.id === argument);
    return fact?.clinical ? (fact.sources ?? []) : undefined;
  }
  return undefined;
}

/** Each clinical figure a text names without a source, with the file line of its reference. */
export function findUnsourcedFigures(prose: ProseText, model: Model): UnsourcedFigure[] {
  const found: UnsourcedFigure[] = [];
  for (const match of prose.text.matchAll(REFERENCE_PATTERN)) {
    const sources = clinicalSources(match[1]!, match[2], model);
    if (sources === undefined || sources.length > 0) continue;
    const line = prose.firstLine + prose.text.slice(0, match.index).split('\n').length - 1;
    found.push({ file: prose.file, line, field: prose.field, reference: match[0] });
  }
  return found;
}

/** "content/blog/sr/x.md:12: {trajnost:e-max} bez izvora" — one line per figure, a to-do list. */
export function describeUnsourced(figures: readonly UnsourcedFigure[]): string {
  return figures.map(({ file, line, field, reference }) => `${file}:${line}${field ? ` (${field})` : ''}: ${reference} bez izvora`).join('\n');
}
