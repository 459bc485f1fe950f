import '@testing-library/jest-dom';
import { languageOutsideRenders } from '@/content/page-language';

// The unit tests render no page of the site's build: they read the content in Serbian unless they name a language
// (content/page-language.ts; in the site's build a read outside a page throws).
languageOutsideRenders('sr');

// next/link reads the trailingSlash setting from this variable, which `next build` sets from
// next.config.mjs; the unit tests render links as the built site does.
process.env.__NEXT_TRAILING_SLASH = 'true';
