/**
 * House rule: visible and announced words live in content/, never in a component (README, issue 15). This
 * test parses every component and page (components/**\/*.tsx, app/**\/*.tsx, tests excluded) and fails on a
 * JSX text node, a string-valued text attribute (aria-label, alt, title, placeholder, …) or a literal held by a
 * constant or returned by a function named for copy (`NEXT_LABEL`, `dotLabel`) that holds a letter,
 * naming the file and line. Punctuation and symbols between copy ("·", "/", "→") carry no letter and pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();

/** Attributes whose value a visitor reads or a screen reader announces. */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
]);

/**
 * Literals that hold letters yet are no copy. Each entry: file (from the root), then the exact text. Keep it
 * tiny; a word a visitor sees or hears belongs in content/.
 */
const ALLOWED: ReadonlyArray<readonly [file: string, text: string]> = [];

const LETTER = /\p{L}/u;

/** A constant or function whose name says it holds copy: `NEXT_LABEL`, `HINT_TEXT`, `dotLabel`, `photoAlt`. */
const COPY_NAME = /(?:label|text|hint|title|alt|announcement)$/i;

function enclosingFunctionName(node: ts.Node): string | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current)) return current.name?.text;
    if (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) {
      return ts.isVariableDeclaration(current.parent) && ts.isIdentifier(current.parent.name) ? current.parent.name.text : undefined;
    }
  }
  return undefined;
}

export type Finding = { line: number; text: string };

/** The hard-coded copy of one TSX source: JSX text and string-valued text attributes that hold a letter. */
export function hardCodedStrings(source: string, fileName = 'file.tsx'): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!LETTER.test(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.trim() });
  };
  /** The literal parts of a string or template value (a template's static text counts too). */
  const literalText = (node: ts.Expression): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
    if (ts.isConditionalExpression(node)) return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' ') || undefined;
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      return [literalText(node.left), literalText(node.right)].filter(Boolean).join(' ') || undefined;
    }
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent) && !ts.isJsxAttribute(node.parent)) {
      const text = literalText(node.expression);
      if (text !== undefined) report(node, text);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && COPY_NAME.test(node.name.text) && node.initializer) {
      const text = literalText(node.initializer);
      if (text !== undefined) report(node.initializer, text);
    } else if (ts.isReturnStatement(node) && node.expression && COPY_NAME.test(enclosingFunctionName(node) ?? '')) {
      const text = literalText(node.expression);
      if (text !== undefined) report(node.expression, text);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) {
        const text = literalText(value.expression);
        if (text !== undefined) report(value, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function componentSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentSources(full);
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('hardCodedStrings', () => {
  it('finds JSX text, text attributes and literal JSX expressions that hold letters', () => {
    const source = [
      'export const A = () => (',
      '  <p aria-label="Zatvori" title={`Slika ${1}`}>',
      '    Dobar dan',
      '    {"Ovde"}',
      '    <img alt={open ? "Otvoreno" : label} />',
      '  </p>',
      ');',
      "export const NEXT_LABEL = 'Sledeća';",
      'export function dotLabel(index: number) {',
      '  return `Prikažite sliku ${index + 1}`;',
      '}',
    ].join('\n');
    expect(hardCodedStrings(source)).toEqual([
      { line: 2, text: 'Zatvori' },
      { line: 2, text: 'Slika' },
      { line: 3, text: 'Dobar dan' },
      { line: 4, text: 'Ovde' },
      { line: 5, text: 'Otvoreno' },
      { line: 8, text: 'Sledeća' },
      { line: 10, text: 'Prikažite sliku' },
    ]);
  });

  it('lets punctuation, symbols, numbers and content references through', () => {
    const source = [
      'export const A = () => (',
      '  <p aria-label={copy.label} alt="" title={copy.title}>',
      '    {copy.before} · {copy.after} / → – 1',
      '    {`${index + 1} / ${count}`}',
      '    <span className="sr-only" data-state="open">{label}</span>',
      '  </p>',
      ');',
      "const SIZES = '(min-width: 1024px) 50vw, 100vw';",
      'export const NEXT_LABEL = copy.next;',
      'export function dotLabel(index: number) {',
      '  return `${copy.dot} ${index + 1}`;',
      '}',
    ].join('\n');
    expect(hardCodedStrings(source)).toEqual([]);
  });
});

describe('components and pages', () => {
  const files = [...componentSources(path.join(root, 'components')), ...componentSources(path.join(root, 'app'))];

  it('finds the sources to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('take every visible and announced word from content/', () => {
    const problems = files.flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      return hardCodedStrings(readFileSync(file, 'utf8'), file)
        .filter(({ text }) => !ALLOWED.some(([allowedFile, allowedText]) => allowedFile === relative && allowedText === text))
        .map(({ line, text }) => `${relative}:${line}: ${JSON.stringify(text)}`);
    });
    expect(problems).toEqual([]);
  });
});
