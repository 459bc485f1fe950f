/**
 * The English words in the editor (issue 27). The configuration as /admin/ loads it: content/cms-config.yml with a
 * form per English words file (lib/cms-translation.ts), made from the Serbian forms and the Serbian data; the build
 * serves it (app/admin/config.yml/route.ts) and the editor's own script reads the same (admin/editor.ts). And the
 * check of an English save, against the Serbian data the editor was built with.
 */
import faqData from '@/content/data/faq.json';
import galleryData from '@/content/data/gallery.json';
import homeBeforeAfterData from '@/content/data/home/before-after.json';
import homeClinicSlidesData from '@/content/data/home/clinic-slides.json';
import homeCopyData from '@/content/data/home/copy.json';
import homeHighlightsData from '@/content/data/home/highlights.json';
import homePatientsData from '@/content/data/home/patients.json';
import homeServicesData from '@/content/data/home/services.json';
import homeStatisticsData from '@/content/data/home/statistics.json';
import homeTeamData from '@/content/data/home/team.json';
import homeVideosData from '@/content/data/home/videos.json';
import modelDurabilityData from '@/content/data/model/durability.json';
import modelFactsData from '@/content/data/model/facts.json';
import modelMarketData from '@/content/data/model/market.json';
import modelPackagesData from '@/content/data/model/packages.json';
import modelPaymentData from '@/content/data/model/payment.json';
import modelTimelinesData from '@/content/data/model/timelines.json';
import modelWarrantyData from '@/content/data/model/warranty.json';
import pagesData from '@/content/data/pages.json';
import priceListData from '@/content/data/price-list.json';
import siteData from '@/content/data/site.json';
import risksData from '@/content/data/risks.json';
import visitingPatientsData from '@/content/data/visiting-patients.json';
import { editorWords } from '@/content/editor-words';
import { EVERY_ENTRY_TRANSLATED, SHARED_KEYS, overlaidWords, wordsFileIn, type WordsFile } from '@/content/translations';
import { translationCollection, type TranslationFormWords } from '@/lib/cms-translation';
import { englishWordsProblems } from '@/lib/editor/translation-check';
import type { EnglishArticleProblem } from '@/lib/english-article';
import { checkForEditor, editorPlace, type CmsConfig } from '@/lib/editor-place';
import { wordsFileSchemaFor } from '@/lib/schemas/by-file';
import { faqCategories } from '@/lib/schemas/faq';
import { localizedRoutes, routeNameOf } from '@/content/route-registry';
import { type Locale } from '@/lib/locales';
import { categoryNamesProblems } from '@/lib/translation';
import { dropEmptyFields } from '@/lib/content-check';

/** Each data file with English words, as the Serbian file is when the editor is built. */
export const serbianDataFiles: Readonly<Record<WordsFile, unknown>> = {
  'faq.json': faqData,
  'pages.json': pagesData,
  'model/durability.json': modelDurabilityData,
  'model/facts.json': modelFactsData,
  'model/market.json': modelMarketData,
  'model/packages.json': modelPackagesData,
  'model/payment.json': modelPaymentData,
  'model/timelines.json': modelTimelinesData,
  'model/warranty.json': modelWarrantyData,
  'home/before-after.json': homeBeforeAfterData,
  'home/clinic-slides.json': homeClinicSlidesData,
  'home/copy.json': homeCopyData,
  'home/highlights.json': homeHighlightsData,
  'home/patients.json': homePatientsData,
  'home/services.json': homeServicesData,
  'home/statistics.json': homeStatisticsData,
  'home/team.json': homeTeamData,
  'home/videos.json': homeVideosData,
  'price-list.json': priceListData,
  'gallery.json': galleryData,
  'visiting-patients.json': visitingPatientsData,
  'risks.json': risksData,
  'site.json': siteData,
};

/** A language's words in the editor: its forms' wording and the label of the FAQ's category names. */
export interface EditorTranslation {
  form: TranslationFormWords;
  categoryNames: string;
}

/**
 * The languages the editor makes words forms for (issue 43): a language added to the editor is an entry here and its
 * words (content/editor-words.ts). Its words files are content/<language>/<file> (content/translations.ts).
 */
export const EDITOR_TRANSLATIONS: { readonly [L in Exclude<Locale, 'sr'>]?: EditorTranslation } = {
  en: { form: editorWords.english.form, categoryNames: editorWords.english.categoryNames },
};

/** The FAQ's words file also names each category in the language (content/faq.ts): a field per Serbian category. */
const faqCategoryNames = (label: string) => ({
  label,
  name: 'categoryNames',
  widget: 'object',
  fields: faqCategories.map((category) => ({ label: category, name: category, widget: 'string', required: false })),
});

/** The configuration with every language's words forms after the Serbian collections (EDITOR_TRANSLATIONS). */
export function withTranslationForms<C extends CmsConfig>(config: C): C {
  // In the order of the Serbian collections, so the translations' forms are listed as the Serbian ones are.
  const order = config.collections.flatMap((collection) => (collection.files ?? []).map((file) => file.file));
  const translations = (Object.entries(EDITOR_TRANSLATIONS) as [Exclude<Locale, 'sr'>, EditorTranslation][]).map(([language, words]) => {
    const files = (Object.keys(SHARED_KEYS) as WordsFile[]).map((name) => ({
      serbianFile: `content/data/${name}`,
      wordsFile: `content/${language}/${name}`,
      data: serbianDataFiles[name],
      sharedKeys: SHARED_KEYS[name],
      everyEntry: EVERY_ENTRY_TRANSLATED.has(name),
      ...(name === 'faq.json' ? { extraFields: [faqCategoryNames(words.categoryNames)] } : {}),
    }));
    files.sort((a, b) => order.indexOf(a.serbianFile) - order.indexOf(b.serbianFile));
    const previewPathOf = (serbianPath: string) => {
      const route = routeNameOf(`/${serbianPath}`);
      return route ? localizedRoutes[language][route].slice(1) : undefined;
    };
    return translationCollection(language, config.collections, files, words.form, previewPathOf);
  });
  return { ...config, collections: [...config.collections, ...translations] };
}

/** An English text's problem as the editor says it, at its place (an article's column or a words file's form). */
export const englishProblemLine = (place: string, { problem, found, extra }: EnglishArticleProblem) =>
  `${place}: ${editorWords.save.english[problem](found, extra)}`;

/** The places of a file's values in its form: whole ("Engleski prevod › Česta pitanja › …"), or `within` the form. */
function placesIn(config: CmsConfig, file: string, data: unknown) {
  const form = `${editorPlace(config, file, [], data) ?? file} › `;
  const whole = (path: readonly PropertyKey[]) => editorPlace(config, file, path, data) ?? `${file} › ${path.join('.')}`;
  return { whole, within: (path: readonly PropertyKey[]) => whole(path).replace(form, '') };
}

/**
 * A words file laid over its Serbian data (lib/editor/translation-check.ts): the Serbian file as the backend holds it
 * now when the editor has read it, else as the editor was built.
 */
function readWords(name: WordsFile, file: string, data: Record<string, unknown>, serbian: unknown = serbianDataFiles[name]) {
  return { serbian, found: englishWordsProblems(serbian, overlaidWords(name, data), { file, sharedKeys: SHARED_KEYS[name] }) };
}

/**
 * What the editor says before it saves an English words file, in Serbian with each place in the English form; none
 * when it may be saved. Everything the build and the tests would refuse (lib/editor/translation-check.ts): a text
 * missing or out of place, an entry that translates no Serbian one, one left out where other texts name it, the
 * English through the schema the build reads it with (a length, a question's "?"), a Serbian letter or figure form
 * or a straight quotation mark in any text, references not the Serbian text's, and the FAQ's category names.
 */
/**
 * The value at a words file's path, found in another version of the file by the ids of the entries on the way (an
 * entry added at the top moves the others), or undefined.
 */
export function sameEntryValue(data: unknown, path: readonly PropertyKey[], other: unknown): unknown {
  let [here, there]: [unknown, unknown] = [data, other];
  for (const step of path) {
    if (Array.isArray(here) && Array.isArray(there) && typeof step === 'number') {
      const item = here[step] as { id?: unknown } | undefined;
      const id = item !== null && typeof item === 'object' ? item.id : undefined;
      [here, there] = [item, id === undefined ? there[step] : there.find((candidate) => (candidate as { id?: unknown } | null)?.id === id)];
    } else if (here !== null && typeof here === 'object' && there !== null && typeof there === 'object') {
      [here, there] = [(here as Record<PropertyKey, unknown>)[step as string], (there as Record<PropertyKey, unknown>)[step as string]];
    } else return undefined;
  }
  return there;
}

export function englishWordsFileProblems(
  config: CmsConfig,
  file: string,
  data: Record<string, unknown>,
  serbianNow?: unknown,
  /** The words file as it is before this save: an English text it leaves as it was is not refused for its references. */
  englishNow?: unknown,
): string[] {
  const name = wordsFileIn(file, 'content/en/');
  if (!name) return [];
  const { serbian, found } = readWords(name, file, data, serbianNow);
  const { whole } = placesIn(config, file, data);
  const serbianPlace = placesIn(config, `content/data/${name}`, serbian).within;
  const used = name === 'faq.json' ? (serbian as { questions: { category: string }[] }).questions.map((question) => question.category) : [];
  const schema = wordsFileSchemaFor(name);
  const problems = [
    ...[...found.fit, ...categoryNamesProblems(used, data.categoryNames, file)].map(({ path = [], problem }) => `${whole(path)}: ${problem}`),
    ...found.orphans.map(({ path }) => `${whole(path)}: ${editorWords.english.orphan}`),
    // Where other English texts name the entries, one left out breaks them.
    ...(EVERY_ENTRY_TRANSLATED.has(name)
      ? found.untranslated.map(({ path, serbianPath }) => `${whole(path)}: ${editorWords.english.untranslated(serbianPlace(serbianPath))}`)
      : []),
    // Once the words fit, the English as the build reads it: through the same schema, blank fields dropped, as typed.
    ...(found.overlaid !== undefined && schema
      ? checkForEditor(config, file, schema, found.overlaid, { prepare: dropEmptyFields }).map((problem) => problem.text)
      : []),
    // A text this save leaves as it was, whose Serbian now names other figures (an FAQ question out of date, left out of
    // the English FAQ until translated again: lib/translation.ts withoutOutdated), is not this save's to mend.
    ...found.texts
      .filter(
        (problem) =>
          !(
            problem.problem === 'references' &&
            englishNow !== undefined &&
            sameEntryValue(data, problem.path, englishNow) === sameEntryValue(data, problem.path, data)
          ),
      )
      .map((problem) => englishProblemLine(whole(problem.path), problem)),
  ];
  return problems.length > 0 ? [...problems, editorWords.english.help] : [];
}

/** The English form beside its Serbian original (admin/side-by-side.ts): each text with its place in the form. */
export interface SideBySide {
  pairs: { place: string; serbian: string; english: string }[];
  /** The Serbian entries with no translation yet, by their place in the Serbian form: not on the English pages. */
  untranslated: string[];
  /** Places where the English lacks a text or holds one out of place: the save will name them. */
  unfit: string[];
}

export function sideBySide(config: CmsConfig, file: string, data: Record<string, unknown>): SideBySide {
  const name = wordsFileIn(file, 'content/en/');
  if (!name) return { pairs: [], untranslated: [], unfit: [] };
  const { serbian, found } = readWords(name, file, data);
  const { within } = placesIn(config, file, data);
  const serbianPlace = placesIn(config, `content/data/${name}`, serbian).within;
  return {
    pairs: found.pairs.map(({ place, serbian: original, english }) => ({ place: within(place.path), serbian: original, english })),
    untranslated: found.untranslated.map(({ serbianPath }) => serbianPlace(serbianPath)),
    unfit: found.fit.map(({ path = [] }) => within(path)),
  };
}
