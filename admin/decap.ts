/**
 * Decap CMS as the editor's own scripts see it: the globals its bundle sets (public/admin/decap/decap-cms.js) and the
 * few shapes of its API they use. Decap keeps entries and field settings as Immutable.js values; only what is needed
 * is typed.
 */

/** An Immutable.js Map or List, as far as these scripts use one. */
export interface Immutable {
  get(key: string | number, fallback?: unknown): unknown;
  getIn(path: (string | number)[], fallback?: unknown): unknown;
  set(key: string | number, value: unknown): Immutable;
  clear(): Immutable;
  toJS(): unknown;
  toOrderedMap(): Immutable;
  toList(): Immutable;
  push(...values: unknown[]): Immutable;
  count(predicate?: (value: Immutable) => boolean): number;
}

/** React, through the two helpers Decap leaves on window (its own React instance, so no second copy is loaded). */
export type Element = unknown;
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

/** A widget's control component as Decap renders it. */
export interface ControlProps {
  value: unknown;
  onChange(value: unknown): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: Immutable;
  entry: Immutable;
  getAsset(value: string, field: Immutable): unknown;
  /** The column's language, in a collection edited in several (Decap's i18n). */
  locale?: string;
}

/** Where a column's data is in an entry: the default language's in `data`, another's in `i18n.<language>.data`. */
export const columnData = (locale: string | undefined, defaultLocale: string | undefined): string[] =>
  locale === undefined || locale === defaultLocale ? ['data'] : ['i18n', locale, 'data'];

export type ValidationResult = true | { error: { message: string } };

export interface DecapWidget {
  control: unknown;
  preview: unknown;
  schema?: unknown;
}

export interface DecapCms {
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  /** A preview pane for a collection, or for one file of a files collection, by its name. */
  registerPreviewTemplate(name: string, component: unknown): void;
  /** A style sheet the preview pane's frame loads. */
  registerPreviewStyle(href: string): void;
  getWidget(name: string): DecapWidget | undefined;
  /** A language's interface phrases, as registered (Decap's English is built in; Serbian by sr-latn.js). */
  getLocale(locale: string): unknown;
  registerEventListener(listener: { name: 'preSave' | 'postSave'; handler: (event: { entry: Immutable }) => unknown }): void;
}

interface DecapWindow {
  CMS: DecapCms;
  h: CreateElement;
  createClass<P = ControlProps>(spec: Record<string, unknown> & { render(this: { props: P }): Element }): unknown;
}

export const decap = window as unknown as DecapWindow;
