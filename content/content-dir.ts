import path from 'node:path';

/**
 * The folder of the clinic's content files: content/ of the project. The launch tests (tests/launch/) load a
 * frozen copy of it through the same loaders instead.
 */
export const CONTENT_DIR = path.join(process.cwd(), 'content');
