// Video poster frames (1280×720): patients smiling in the clinic. No play button: the site draws its own.

import { P, SKIN, f, lin, blur, vignette, sparkle, goldGrad } from './lib.mjs';
import { bust, HAIR_COLORS as H } from './bust.mjs';
import { reception, treatmentRoom, consultation, skyline } from './clinic.mjs';
import { lowerFace } from './face.mjs';

/** A room drawn in 1600×1000, scaled to cover 1280×720 and softly out of focus. */
function roomBackdrop(ctx, room, dx = 0, dy = -60, sd = 5) {
  const s = 0.92;
  const x = Math.max(1280 - 1600 * s, Math.min(0, dx));
  const y = Math.max(720 - 1000 * s, Math.min(0, dy));
  return `<rect width="1280" height="720" fill="#efe7db"/><g${blur(ctx, sd)}><g transform="translate(${x} ${y}) scale(${s})">${room(ctx)}</g></g>`;
}

function warmth(ctx, a = 0.22) {
  return `<rect width="1280" height="720" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#fff1d8', a], [0.6, '#fff1d8', 0]])}"/>`;
}

function handMirror(ctx, x, y, r, skin) {
  const gg = goldGrad(ctx);
  return (
    `<path d="M${x} ${y + r} L${x + 8} ${y + r * 2.6}" stroke="${gg}" stroke-width="${f(r * 0.28)}" stroke-linecap="round"/>` +
    `<ellipse cx="${x + 10}" cy="${y + r * 2.55}" rx="${f(r * 0.38)}" ry="${f(r * 0.3)}" fill="${skin.base}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${gg}"/>` +
    `<circle cx="${x}" cy="${y}" r="${f(r * 0.86)}" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#ffffff'], [0.5, '#e3e6e6'], [1, '#f3ecdf']])}"/>` +
    `<path d="M${f(x - r * 0.45)} ${f(y - r * 0.2)} l${f(r * 0.5)} ${f(-r * 0.3)}" stroke="#fff" stroke-width="${f(r * 0.1)}" stroke-linecap="round"/>`
  );
}

const SCENES = [
  // 1 patient in reception, waterfront behind
  (ctx) => roomBackdrop(ctx, reception, -80) + warmth(ctx) + bust(ctx, { hx: 820, hy: 330, u: 120, skin: SKIN.light, hair: 'long', hairColor: H.chestnut, outfit: { type: 'top', color: '#efe5d6', neck: 'v' }, earrings: P.gold2, look: -0.04 }),
  // 2 man in the treatment room
  (ctx) => roomBackdrop(ctx, treatmentRoom, -120) + warmth(ctx, 0.15) + bust(ctx, { hx: 420, hy: 320, u: 118, skin: SKIN.tan, male: true, hair: 'short', hairColor: H.black, beard: 'stubble', outfit: { type: 'top', color: '#2f2f34', neck: 'crew' }, look: 0.04 }),
  // 3 woman checking her smile in a hand mirror
  (ctx) =>
    roomBackdrop(ctx, consultation, -180, -80) + warmth(ctx) +
    bust(ctx, { hx: 560, hy: 320, u: 118, skin: SKIN.olive, hair: 'wavy', hairColor: H.espresso, outfit: { type: 'top', color: '#c29a66', neck: 'scoop' }, earrings: P.gold2, look: 0.05 }) +
    handMirror(ctx, 900, 380, 70, SKIN.olive) + sparkle(ctx, 880, 350, 26, '#ffffff', 0.9),
  // 4 dentist and patient in consultation
  (ctx) =>
    roomBackdrop(ctx, consultation, -40, -60, 6) + warmth(ctx, 0.15) +
    bust(ctx, { hx: 380, hy: 340, u: 105, skin: SKIN.light, hair: 'bob', hairColor: H.espresso, outfit: { type: 'coat', color: '#f7f4ee', inner: '#1f1f23' }, earrings: P.gold2, look: 0.06 }) +
    bust(ctx, { hx: 880, hy: 350, u: 112, skin: SKIN.brown, male: true, hair: 'buzz', hairColor: H.black, beard: 'full', outfit: { type: 'top', color: '#d9c9b1', neck: 'open' }, look: -0.06 }),
  // 5 by the window at dusk
  (ctx) =>
    skyline(ctx, 0, 0, 1280, 720, 'dusk') + `<rect width="1280" height="720" fill="#fff4e0" opacity="0.15"${blur(ctx, 2)}/>` +
    `<path d="M0 0 H1280 V720 H0Z M40 40 V680 H620 V40Z M660 40 V680 H1240 V40Z" fill="#2a2624" fill-rule="evenodd"/>` +
    bust(ctx, { hx: 900, hy: 330, u: 122, skin: SKIN.deep, hair: 'curly', hairColor: H.black, outfit: { type: 'top', color: '#f2ebdf', neck: 'v' }, earrings: P.gold2, look: -0.05 }),
  // 6 close-up smile after treatment, warm light
  (ctx) =>
    `<rect width="1280" height="720" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#f7efe3'], [1, '#e7d3b6']])}"/>` +
    lowerFace(ctx, { fx: 700, my: 380, W: 640, skin: SKIN.medium, lip: '#b3605a', bleed: true, fade: [200, 420], turn: 0.1 }) +
    sparkle(ctx, 560, 370, 30, '#fffaf0', 0.9) + sparkle(ctx, 1120, 140, 22, P.gold2, 0.7),
  // 7 senior patient in the chair room, dentist behind
  (ctx) =>
    roomBackdrop(ctx, treatmentRoom, -260, -40, 7) + warmth(ctx, 0.2) +
    bust(ctx, { hx: 940, hy: 300, u: 95, skin: SKIN.medium, male: true, hair: 'short', hairColor: H.brown, outfit: { type: 'coat', color: '#f7f4ee', inner: '#3d4a52', innerNeck: 'v' }, look: -0.05 }) +
    bust(ctx, { hx: 470, hy: 360, u: 122, skin: SKIN.fair, hair: 'bun', hairColor: H.silver, glasses: P.goldDeep, outfit: { type: 'top', color: '#2b2b30', neck: 'turtle' }, earrings: P.gold2, age: 0.85, look: 0.05 }),
];

export const images = SCENES.map((draw, i) => ({
  key: `video/${i + 1}`,
  w: 1280,
  h: 720,
  group: 'video',
  draw: (ctx) => draw(ctx) + vignette(ctx, 0.28),
}));

