import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's @font-face rules (app/fonts.css), inline in every page's <head> instead of in the stylesheet
 * (issue 25): the stylesheet loads without blocking the first paint (scripts/critical-css.mjs), and a stylesheet
 * that brought font faces along, even the same ones, would make the browser lay out every line of text again
 * when it applies. Read at build time; comments and spacing dropped.
 */
export const FONT_FACES_CSS = readFileSync(path.join(process.cwd(), 'app', 'fonts.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};:,])\s*/g, '$1')
  .trim();
