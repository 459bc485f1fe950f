/**
 * Where the articles are (issue 27): a folder per language in content/blog/, the same file name in each
 * (content/blog/sr/<slug>.md and its translation content/blog/en/<slug>.md), as the editor's side-by-side languages
 * write them (Decap's i18n, "multiple_folders": content/cms-config.yml). Paths only, as strings.
 */
import { DEFAULT_LOCALE } from '@/lib/locales';

export const BLOG_FOLDER = 'content/blog';

/** An article's file in a language: content/blog/<language>/<file name>. */
export const articleFileIn = (language: string, name: string) => `${BLOG_FOLDER}/${language}/${name}`;

/** An article's file: content/blog/sr/<slug>.md. */
export const ARTICLE_FILE = new RegExp(`^${BLOG_FOLDER}/${DEFAULT_LOCALE}/[^/]+\\.md$`);

/** A translation's file: content/blog/<another language>/<the Serbian file name>. */
export const ARTICLE_TRANSLATION_FILE = new RegExp(`^${BLOG_FOLDER}/(?!${DEFAULT_LOCALE}/)[a-z]{2}/[^/]+\\.md$`);
