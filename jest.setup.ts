import '@testing-library/jest-dom';

// next/link reads the trailingSlash setting from this variable, which `next build` sets from
// next.config.mjs; the unit tests render links as the built site does.
process.env.__NEXT_TRAILING_SLASH = 'true';
