// Before/after pairs. Within a pair everything but the teeth is identical, so a comparison slider reads.

import { SKIN, lin, vignette, sparkle } from './lib.mjs';
import { lowerFace } from './face.mjs';
import { flawPreset } from './smile.mjs';

const PAIRS = [
  { skin: SKIN.light, lip: '#c26d6a', light: -1, ambient: ['#fff1dc', 0.28], vig: ['#3a2414', 0.28], turn: 0, upperFull: 1.2, lowerFull: 1.05 },
  { skin: SKIN.olive, lip: '#a65750', light: 1, ambient: ['#f6e2c0', 0.2], vig: ['#2a1a10', 0.32], turn: -0.08, upperFull: 1.05, lowerFull: 1.2 },
  { skin: SKIN.brown, lip: '#6f3932', light: -1, ambient: ['#e5c37a', 0.18], vig: ['#120c08', 0.4], turn: 0.06, upperFull: 1.35, lowerFull: 1.3 },
];

function pairImage(n, after) {
  const c = PAIRS[n];
  return (ctx) => {
    const { w, h } = ctx;
    const out = [`<rect width="${w}" height="${h}" fill="${c.skin.base}"/>`];
    // the flaw randomness is seeded by the pair, not by the image key, so "pre" is stable
    const mouthOpts = {
      upperFull: c.upperFull,
      lowerFull: c.lowerFull,
      shade: after ? 'veneer' : 'natural',
      flaws: after ? null : flawPreset(n),
      flawSeed: `pair${n}`,
      gloss: 1,
    };
    out.push(lowerFace(ctx, { fx: 600, my: 470, W: 820, skin: c.skin, lip: c.lip, light: c.light, bleed: true, turn: c.turn, mouthOpts }));
    out.push(`<rect width="${w}" height="${h}" fill="${lin(ctx, c.light < 0 ? 0 : 1, 0, c.light < 0 ? 1 : 0, 0.6, [[0, c.ambient[0], c.ambient[1]], [0.6, c.ambient[0], 0]])}"/>`);
    if (after) out.push(sparkle(ctx, 600 - 150 + c.turn * 200, 452, 30, '#fffaf0', 0.85));
    out.push(vignette(ctx, c.vig[1], c.vig[0]));
    return out.join('');
  };
}

export const images = [];
for (let n = 0; n < PAIRS.length; n++) {
  images.push({ key: `pre-posle/${n + 1}-pre`, w: 1200, h: 900, group: 'pre-posle', seed: `pair${n}`, draw: pairImage(n, false) });
  images.push({ key: `pre-posle/${n + 1}-posle`, w: 1200, h: 900, group: 'pre-posle', seed: `pair${n}`, draw: pairImage(n, true) });
}

