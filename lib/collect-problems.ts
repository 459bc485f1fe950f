/** Imported first by the content check (support/site-check.mjs): every problem that allows it is collected (lib/problem-collector.ts). */
import { collectProblems } from '@/lib/problem-collector';

collectProblems();
