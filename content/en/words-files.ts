/**
 * Every English words file (content/en/, issue 27) by its data file's name, for the editor: its save lays a Serbian
 * file under its words as the build does (lib/editor/translation-check.ts), so it refuses what the next build would.
 * The build itself reads each words file in its own content module; content/en/words-files.test.ts checks that
 * today's Serbian files fit these words.
 */
import faqWords from '@/content/en/faq.json';
import galleryWords from '@/content/en/gallery.json';
import homeBeforeAfterWords from '@/content/en/home/before-after.json';
import homeClinicSlidesWords from '@/content/en/home/clinic-slides.json';
import homeCopyWords from '@/content/en/home/copy.json';
import homeHighlightsWords from '@/content/en/home/highlights.json';
import homePatientsWords from '@/content/en/home/patients.json';
import homeServicesWords from '@/content/en/home/services.json';
import homeStatisticsWords from '@/content/en/home/statistics.json';
import homeTeamWords from '@/content/en/home/team.json';
import homeVideosWords from '@/content/en/home/videos.json';
import modelDurabilityWords from '@/content/en/model/durability.json';
import modelFactsWords from '@/content/en/model/facts.json';
import modelMarketWords from '@/content/en/model/market.json';
import modelPackagesWords from '@/content/en/model/packages.json';
import modelPaymentWords from '@/content/en/model/payment.json';
import modelTimelinesWords from '@/content/en/model/timelines.json';
import modelWarrantyWords from '@/content/en/model/warranty.json';
import pagesWords from '@/content/en/pages.json';
import priceListWords from '@/content/en/price-list.json';
import siteWords from '@/content/en/site.json';
import risksWords from '@/content/en/risks.json';
import visitingPatientsWords from '@/content/en/visiting-patients.json';
import { overlaidWords, type WordsFile } from '@/content/translations';

export const englishWordsFiles: Readonly<Record<WordsFile, unknown>> = {
  'faq.json': overlaidWords('faq.json', faqWords),
  'gallery.json': galleryWords,
  'home/before-after.json': homeBeforeAfterWords,
  'home/clinic-slides.json': homeClinicSlidesWords,
  'home/copy.json': homeCopyWords,
  'home/highlights.json': homeHighlightsWords,
  'home/patients.json': homePatientsWords,
  'home/services.json': homeServicesWords,
  'home/statistics.json': homeStatisticsWords,
  'home/team.json': homeTeamWords,
  'home/videos.json': homeVideosWords,
  'model/durability.json': modelDurabilityWords,
  'model/facts.json': modelFactsWords,
  'model/market.json': modelMarketWords,
  'model/packages.json': modelPackagesWords,
  'model/payment.json': modelPaymentWords,
  'model/timelines.json': modelTimelinesWords,
  'model/warranty.json': modelWarrantyWords,
  'pages.json': pagesWords,
  'price-list.json': priceListWords,
  'site.json': siteWords,
  'visiting-patients.json': visitingPatientsWords,
  'risks.json': risksWords,
};
