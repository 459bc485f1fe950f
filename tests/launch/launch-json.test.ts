// The launch copy laid over the current content (tests/launch/launch-json.cjs): it pins what the spec gives and
// ignores what came later.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS transform, as Jest loads it.
const { layOver } = require('./launch-json.cjs') as { layOver: (under: unknown, over: unknown) => unknown };

describe('the launch copy over the current content', () => {
  it('keeps the launch values and takes only what was added since', () => {
    const current = { faq: { title: 'Changed', heading: 'FAQ' }, risks: { title: 'New page' }, items: [1, 2, 3] };
    const launch = { faq: { title: 'At launch' }, items: [1] };
    expect(layOver(current, launch)).toEqual({ faq: { title: 'At launch', heading: 'FAQ' }, risks: { title: 'New page' }, items: [1] });
  });
});
