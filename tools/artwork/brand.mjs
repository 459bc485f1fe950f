// Brand mark: the gold four-point star on a charcoal rounded square.

import { P, STAR_PATH, lin } from './lib.mjs';

function logo(ctx) {
  const { w } = ctx;
  const gold = lin(ctx, 0, 0, 1, 1, [[0, P.gold1], [1, P.gold2]]);
  const size = w * 0.56;
  const s = size / 24;
  const off = (w - size) / 2;
  return (
    `<rect width="${w}" height="${w}" rx="${(w * 0.2).toFixed(1)}" fill="${P.charcoal}"/>` +
    `<path d="${STAR_PATH}" transform="translate(${off.toFixed(2)} ${off.toFixed(2)}) scale(${s.toFixed(4)})" fill="${gold}"/>`
  );
}

export const images = [
  { key: 'brand/logo', w: 512, h: 512, group: 'brand', draw: logo, doc: { grainOpacity: 0 }, extra: { png: 'brand/logo.png' } },
];
