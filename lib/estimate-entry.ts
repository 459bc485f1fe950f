// The estimate script's entry point (scripts/build-client.mjs bundles it as /js/estimate-<hash>.js): a module
// script, so it runs once the document is parsed, and only on the pages that show the estimate.
import { enableEstimates } from '@/lib/estimate-form';

enableEstimates(document);
