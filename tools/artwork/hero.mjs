// Home hero and the share image: a radiant close-up smile in warm light.

import { P, SKIN, f, lin, blur, sparkle, star, goldGrad, vignette } from './lib.mjs';
import { lowerFace, bloom } from './face.mjs';

/** Soft diagonal light beams from the upper left. */
function beams(ctx, w, h, opacity = 0.35) {
  const out = [];
  for (let i = 0; i < 4; i++) {
    const x = w * (0.05 + i * 0.16);
    const g = lin(ctx, 0, 0, 1, 1, [[0, '#fffaf0', opacity], [1, '#fffaf0', 0]]);
    out.push(`<path d="M${f(x)} 0 L${f(x + w * 0.07)} 0 L${f(x + w * 0.5)} ${h} L${f(x + w * 0.36)} ${h}Z" fill="${g}"${blur(ctx, 30)}/>`);
  }
  return out.join('');
}

function heroOsmeh(ctx) {
  const { w, h } = ctx;
  const bg = lin(ctx, 0, 0, 1, 1, [[0, '#fcf8f2'], [0.45, '#f6eee3'], [1, '#ead9c2']]);
  const out = [`<rect width="${w}" height="${h}" fill="${bg}"/>`];
  out.push(bloom(ctx, 1150, 380, 760, '#f3d9a6', 0.55));
  out.push(beams(ctx, w, h, 0.45));
  // thin gold arcs on the calm side
  const gg = goldGrad(ctx);
  out.push(`<path d="M-40 1040 C 180 700 420 640 700 700" fill="none" stroke="${gg}" stroke-width="1.4" opacity="0.45"/>`);
  out.push(`<path d="M-40 1000 C 200 660 440 600 720 660" fill="none" stroke="${gg}" stroke-width="0.8" opacity="0.3"/>`);
  out.push(
    lowerFace(ctx, {
      fx: 1110,
      my: 540,
      W: 700,
      skin: SKIN.light,
      lip: '#c06660',
      light: -1,
      fade: [600, 860],
      bleed: true,
      mouthOpts: { gum: -2 },
    }),
  );
  // warm rim light from the left
  out.push(`<rect width="${w}" height="${h}" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#fff3dc', 0.35], [0.45, '#fff3dc', 0], [1, '#3a2412', 0.12]])}"/>`);
  for (const [x, y, s, a] of [[900, 548, 44, 0.95], [1300, 556, 22, 0.8], [1500, 230, 28, 0.6], [640, 200, 18, 0.45], [470, 560, 12, 0.35]]) {
    out.push(sparkle(ctx, x, y, s, '#fff6df', a));
  }
  out.push(vignette(ctx, 0.16));
  return out.join('');
}

function ogDefault(ctx) {
  const { w, h } = ctx;
  const bg = lin(ctx, 0, 0, 1, 1, [[0, '#fbf6ee'], [1, '#ecdcc4']]);
  const out = [`<rect width="${w}" height="${h}" fill="${bg}"/>`];
  out.push(bloom(ctx, 820, 300, 520, '#f1d29a', 0.6));
  out.push(beams(ctx, w, h, 0.35));
  out.push(
    lowerFace(ctx, {
      fx: 820,
      my: 330,
      W: 440,
      skin: SKIN.medium,
      lip: '#b05a55',
      light: -1,
      bleed: true,
      fade: [420, 620],
      mouthOpts: { gum: -2 },
    }),
  );
  // brand mark on the calm left side
  const gg = goldGrad(ctx);
  out.push(`<circle cx="250" cy="315" r="120" fill="${P.charcoal}"/>`);
  out.push(`<circle cx="250" cy="315" r="132" fill="none" stroke="${gg}" stroke-width="2" opacity="0.8"/>`);
  out.push(star(250, 315, 130, gg));
  for (const [x, y, s, a] of [[700, 330, 28, 0.9], [930, 336, 16, 0.8], [1100, 120, 20, 0.6]]) out.push(sparkle(ctx, x, y, s, '#fff6df', a));
  out.push(vignette(ctx, 0.14));
  return out.join('');
}

export const images = [
  { key: 'hero/osmeh', w: 1600, h: 1000, group: 'hero', draw: heroOsmeh },
  { key: 'og/default', w: 1200, h: 630, group: 'og', draw: ogDefault, extra: { jpg: 'og/default.jpg' } },
];

