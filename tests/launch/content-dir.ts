import path from 'node:path';

/** The launch tests' content folder: the frozen copy of content/ as it was at launch (jest.config.mjs › launch). */
export const CONTENT_DIR = path.join(__dirname, 'content');
