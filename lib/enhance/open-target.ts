/**
 * A link to a claim's home lands on its FAQ answer (issue 39: `/faq/#konsultacija`), a closed `<details>`: the answer
 * opens when the page is opened at its address and when a link on the same page leads to it (the browser has already
 * scrolled its question into view). Without scripting the question is in view, one tap from its answer.
 */
export function enableOpenTarget(doc: Document): void {
  const open = () => {
    // By its id (the anchors are ASCII words) rather than :target, which the browser sets only once it has scrolled.
    const target = doc.getElementById(location.hash.slice(1));
    if (target instanceof HTMLDetailsElement) target.open = true;
  };
  open();
  addEventListener('hashchange', open);
}
