// Decap's generated markup: the one place that names it. Decap renders its forms with emotion's styled components,
// whose class names carry the component's label ("css-1x2y3z-TopBar"), and offers no hooks for the parts the editor
// finishes (a list's count and buttons, the first error after "Objavi") nor stable classes for public/admin/editor.css.
// So the names the editor reads are listed here, each with what reads it:
//   - the editor's scripts (admin/) find Decap's parts only through `decapSelector` and `isDecapPart`;
//   - public/admin/editor.css and the e2e specs write `[class*="-Name"]` with listed names only, and no admin/ script
//     other than this one writes such a selector (admin/decap-markup.test.ts);
//   - every build checks the installed Decap bundle still defines each name, and that package.json pins the version it
//     was checked with (scripts/copy-decap.mjs › `decapMarkupProblems`), so an upgrade that renames or drops one fails
//     the build naming it, as scripts/strip-runtime.mjs does for Next's internals.
// Plain JavaScript with JSDoc types: the build's Node script imports it, the editor's TypeScript bundles it.

/**
 * Decap's styled components the editor reads, by label, and what reads them. A label is found in the bundle as
 * emotion writes it: `label:"TopBar"` (a styled component) or `label:TopBar;` (a css prop).
 */
export const DECAP_COMPONENTS = /** @type {const} */ ({
  ExpandButtonContainer: 'the count and arrow above a list (admin/lists.ts)',
  TopBar: "a list item's bar with its toggle and × (admin/lists.ts)",
  SortableListItem: "a list item, whose name the question before × gives (admin/lists.ts; e2e's cms.spec.ts)",
  NestedObjectLabel: "a collapsed list item's summary (admin/lists.ts)",
  ToolbarContainer: 'the entry toolbar with "Objavi" and its status (admin/first-error.ts; admin/entry-switch.ts; editor.css)',
  ControlErrorsList: "a field's errors (admin/first-error.ts; e2e's cms.spec.ts)",
  ControlContainer: 'a field with its errors (admin/first-error.ts)',
  ControlPaneContainer: 'the form pane (editor.css; e2e’s cms.spec.ts)',
  Editor: 'the entry editor (editor.css)',
  EditorContainer: 'the entry editor page (editor.css)',
  ToolbarSectionMeta: 'the toolbar’s status section (editor.css)',
  BackCollection: 'the toolbar’s way back (editor.css)',
  ToolbarSectionBackLink: 'the toolbar’s back link (editor.css)',
  ToolbarSectionMain: 'the toolbar’s main section (editor.css)',
  ToolbarSubSectionLast: 'the toolbar’s last section (editor.css)',
  ViewControls: 'the preview pane’s controls (editor.css)',
  CollectionMain: "a collection's list (e2e's cms.spec.ts)",
  menu: "a select field's open menu, react-select's (e2e's cms.spec.ts)",
  LoginButton: 'the login screen’s button: the loading screen’s swap ends there (admin/loading-words.ts)',
  AppMainContainer: 'the editor’s main screen: the loading screen’s swap ends there too (admin/loading-words.ts)',
});

/**
 * Other names of Decap's markup public/admin/editor.css reads, and how the bundle writes them: the split pane's
 * classes (react-split-pane) and the preview pane's id.
 */
export const DECAP_PLAIN_NAMES = /** @type {const} */ ({
  SplitPane: { written: '"SplitPane"', use: 'the editor’s split between form and preview (editor.css)' },
  Resizer: { written: '"Resizer"', use: 'the split’s handle (editor.css)' },
  'preview-pane': { written: 'id:"preview-pane"', use: 'the preview pane (editor.css)' },
  'Toastify__toast-container': {
    written: 'Toastify__toast-container',
    use: 'Decap’s messages (react-toastify), moved below the toolbar on a phone so they never cover "Objavi" (editor.css)',
  },
  retrieveLocalBackup: {
    // Its props also give the entry as loaded from the backend (`entry`, with `isFetching` while it is on its way).
    written: 'retrieveLocalBackup:',
    use: 'the entry editor’s own way to read its local backup again once the entry has loaded (admin/local-backup.ts, through `decapEditorOf`)',
  },
  confirmLoadBackup: { written: '"editor.editor.confirmLoadBackup"', use: 'the local backup’s question, answered by admin/local-backup.ts' },
});

/** @typedef {keyof typeof DECAP_COMPONENTS} DecapComponent */

/**
 * The CSS selector of a Decap component's elements: its label in the class name emotion gives it.
 * @param {DecapComponent} name
 * @returns {string}
 */
export const decapSelector = (name) => `[class*="-${name}"]`;

/**
 * Whether an element is the named component itself, not one whose label only starts with the name ("TopBar", not
 * "TopBarContainer").
 * @param {Element} element
 * @param {DecapComponent} name
 * @returns {boolean}
 */
export const isDecapPart = (element, name) => new RegExp(`(^|\\s)css-\\w+-${name}(-|\\s|$)`).test(String(element.className));

/**
 * The props of Decap's entry editor (its React component: the one with `retrieveLocalBackup`), found from an element
 * inside it through React's own link from an element to its component (the `__reactFiber$…` key React 18 sets), or
 * undefined. Decap offers no other way to ask its editor to read the local backup again (admin/local-backup.ts).
 * @param {Element | null} element
 * @returns {{ retrieveLocalBackup: (collection: unknown, slug: unknown) => void, collection: unknown, slug: unknown, entry?: { get(key: string): unknown } } | undefined}
 */
export function decapEditorOf(element) {
  if (!element) return undefined;
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  /** @type {any} */
  let fiber = key ? /** @type {any} */ (element)[key] : undefined;
  while (fiber) {
    const props = fiber.stateNode?.props;
    if (props && typeof props.retrieveLocalBackup === 'function') return props;
    fiber = fiber.return;
  }
  return undefined;
}

/**
 * Why the installed Decap is not one the editor's additions were written against, or an empty list: package.json must
 * pin decap-cms exactly, the installed version must be that one, and its bundle must still define every listed name.
 * Each problem names what changed and who reads it.
 * @param {{ declared: string | undefined, installed: string, bundle: string }} decap  package.json's decap-cms, the
 *   installed package's version, and the text of every script of its bundle
 * @returns {string[]}
 */
export function decapMarkupProblems({ declared, installed, bundle }) {
  const problems = [];
  if (!/^\d+\.\d+\.\d+$/.test(declared ?? '')) {
    problems.push(`package.json declares decap-cms "${declared}": pin an exact version, so that no install changes the markup the editor reads.`);
  } else if (declared !== installed) {
    problems.push(`package.json pins decap-cms ${declared} but ${installed} is installed: run "npm install".`);
  }
  for (const [name, use] of Object.entries(DECAP_COMPONENTS)) {
    if (!bundle.includes(`label:"${name}"`) && !bundle.includes(`label:${name};`)) {
      problems.push(
        `Decap CMS ${installed} no longer defines the styled component "${name}", which ${use} reads: find its new name in the editor's markup and change it in admin/decap-markup.mjs and the files named.`,
      );
    }
  }
  for (const [name, { written, use }] of Object.entries(DECAP_PLAIN_NAMES)) {
    if (!bundle.includes(written)) {
      problems.push(
        `Decap CMS ${installed} no longer writes ${written} ("${name}"), which ${use} reads: find its new name and change it in admin/decap-markup.mjs and the files named.`,
      );
    }
  }
  return problems;
}
