/**
 * The illustrative patient stories and their "one year later" (issue 39 item 2): the same cases, numbered alike in
 * both articles and both languages; each a year older in the article that revisits it; and that article dated after
 * the stories it revisits.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { CONTENT_DIR } from '@/content/content-dir';
import { localeCodes } from '@/lib/locales';

const STORIES = 'istinite-price-pacijenata-moj-put-do-hollywood-smilea';
const REVISIT = 'iskustva-pacijenata-sa-fasetama-godinu-dana-kasnije';
/** "## Primer 2 (41): …", "## Case 2 (41): …": the case's number and the patient's age. */
const CASE_HEADING = /^## (?:Primer|Case) (\d+) \((\d+)\):/gm;

function casesOf(body: string): Map<number, number> {
  return new Map([...body.matchAll(CASE_HEADING)].map((match) => [Number(match[1]), Number(match[2])]));
}

function read(locale: string, name: string) {
  const { data, content } = matter(readFileSync(path.join(CONTENT_DIR, 'blog', locale, `${name}.md`), 'utf8'));
  return { date: String(data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date), cases: casesOf(content) };
}

/** What is wrong between the stories and their revisit: each problem in words. */
export function storyProblems(stories: { date: string; cases: Map<number, number> }, revisit: { date: string; cases: Map<number, number> }): string[] {
  const problems: string[] = [];
  if (stories.cases.size === 0) problems.push('the stories have no "Primer N (age)" heading');
  for (const [number, age] of stories.cases) {
    const later = revisit.cases.get(number);
    if (later === undefined) problems.push(`case ${number} is not revisited`);
    else if (later !== age + 1) problems.push(`case ${number} is ${age} in the stories and ${later} a year later`);
  }
  for (const number of revisit.cases.keys()) if (!stories.cases.has(number)) problems.push(`case ${number} is revisited but not told`);
  if (revisit.date <= stories.date) problems.push(`the revisit (${revisit.date}) is not dated after the stories (${stories.date})`);
  return problems;
}

describe('the patient stories and their one year later', () => {
  it.each(localeCodes)('keep the same cases, a year older, the revisit dated after the stories (%s)', (locale) => {
    // The clinic may delete either article: then the other stands alone, and its links to it are plain words
    // (content/article-links.test.ts).
    if (![STORIES, REVISIT].every((name) => existsSync(path.join(CONTENT_DIR, 'blog', 'sr', `${name}.md`)))) return;
    // The English articles carry no date of their own: the Serbian file's.
    const dated = (name: string) => ({ ...read(locale, name), date: read('sr', name).date });
    expect(storyProblems(dated(STORIES), dated(REVISIT))).toEqual([]);
  });

  it('tell the same ages in both languages', () => {
    if (![STORIES, REVISIT].every((name) => existsSync(path.join(CONTENT_DIR, 'blog', 'en', `${name}.md`)))) return;
    expect(read('en', STORIES).cases).toEqual(read('sr', STORIES).cases);
    expect(read('en', REVISIT).cases).toEqual(read('sr', REVISIT).cases);
  });

  it('sees ages that do not move together, a missing case and an early date: the test of the test', () => {
    expect(
      storyProblems(
        {
          date: '2025-02-01',
          cases: new Map([
            [1, 34],
            [2, 41],
            [3, 28],
          ]),
        },
        {
          date: '2025-01-20',
          cases: new Map([
            [1, 35],
            [2, 41],
            [4, 29],
          ]),
        },
      ),
    ).toEqual([
      'case 2 is 41 in the stories and 41 a year later',
      'case 3 is not revisited',
      'case 4 is revisited but not told',
      'the revisit (2025-01-20) is not dated after the stories (2025-02-01)',
    ]);
  });
});
