// Fifteen smiling patients as illustrated busts, on warm backgrounds that vary across the palette.

import { P, SKIN, f, lin, rad, sparkle, goldGrad, vignette } from './lib.mjs';
import { bust, HAIR_COLORS as H } from './bust.mjs';

const BACKS = [
  { a: '#f6efe5', b: '#e9dccb', halo: '#fffaf2', deco: 'arch' },
  { a: '#f3e4d2', b: '#e2c9ad', halo: '#fbeedd', deco: 'circle' },
  { a: '#efe3cf', b: '#d9bd8c', halo: '#f8e7c4', deco: 'rays' },
  { a: '#faf8f5', b: '#ece5da', halo: '#ffffff', deco: 'arch' },
  { a: '#2a2a2e', b: '#151517', halo: '#8a6420', deco: 'circle', dark: true },
  { a: '#f1e1d6', b: '#dcc0ad', halo: '#fbeee6', deco: 'rays' },
];

// age 0 young … 1 senior
const PEOPLE = [
  { skin: SKIN.light, hair: 'long', hairColor: H.chestnut, outfit: { type: 'top', color: '#e9dccb', neck: 'v' }, earrings: P.gold2, age: 0.2, look: 0.03 },
  { skin: SKIN.tan, male: true, hair: 'short', hairColor: H.black, beard: 'stubble', outfit: { type: 'top', color: '#3b3a3f', neck: 'crew' }, age: 0.35, look: -0.03 },
  { skin: SKIN.fair, hair: 'bob', hairColor: H.blonde, outfit: { type: 'top', color: '#c9a66b', neck: 'scoop' }, necklace: P.gold2, age: 0.4, part: -0.2 },
  { skin: SKIN.deep, hair: 'curly', hairColor: H.black, outfit: { type: 'top', color: '#f3ede4', neck: 'scoop' }, earrings: P.gold2, age: 0.25, look: 0.04 },
  { skin: SKIN.medium, male: true, hair: 'short', hairColor: H.grey, glasses: '#3a3236', outfit: { type: 'blazer', color: '#f5f1ea', neck: 'open', blazer: '#5b5048' }, age: 0.8 },
  { skin: SKIN.olive, hair: 'wavy', hairColor: H.espresso, outfit: { type: 'top', color: '#a7744a', neck: 'v' }, earrings: P.gold2, age: 0.3, look: -0.04 },
  { skin: SKIN.light, male: true, hair: 'short', hairColor: H.brown, beard: 'full', outfit: { type: 'top', color: '#d9cbb7', neck: 'crew' }, age: 0.4, look: 0.03 },
  { skin: SKIN.fair, hair: 'bun', hairColor: H.silver, glasses: '#8a6420', outfit: { type: 'top', color: '#2b2b30', neck: 'turtle' }, earrings: P.gold2, age: 0.85 },
  { skin: SKIN.brown, male: true, hair: 'buzz', hairColor: H.black, outfit: { type: 'top', color: '#ece3d6', neck: 'open' }, age: 0.3, look: -0.03 },
  { skin: SKIN.medium, hair: 'ponytail', hairColor: H.auburn, outfit: { type: 'top', color: '#f0e6d8', neck: 'crew' }, age: 0.15, look: 0.04 },
  { skin: SKIN.olive, male: true, hair: 'bald', hairColor: H.grey, beard: 'full', outfit: { type: 'blazer', color: '#e8dfd2', neck: 'crew', blazer: '#2f2d33' }, age: 0.75 },
  { skin: SKIN.tan, hair: 'long', hairColor: H.black, outfit: { type: 'top', color: '#1f1f23', neck: 'scoop' }, necklace: P.gold2, age: 0.35, part: -0.15 },
  { skin: SKIN.light, hair: 'wavy', hairColor: H.honey, outfit: { type: 'top', color: '#b98f5c', neck: 'v' }, earrings: P.gold2, age: 0.55 },
  { skin: SKIN.deep, male: true, hair: 'short', hairColor: H.black, beard: 'stubble', outfit: { type: 'top', color: '#c7b49a', neck: 'open' }, age: 0.45, look: 0.03 },
  { skin: SKIN.fair, male: true, hair: 'short', hairColor: H.chestnut, outfit: { type: 'top', color: '#5c4a3c', neck: 'crew' }, age: 0.2, look: -0.02 },
];

function background(ctx, bk, hx, hy) {
  const { w, h } = ctx;
  const out = [`<rect width="${w}" height="${h}" fill="${lin(ctx, 0, 0, 0.4, 1, [[0, bk.a], [1, bk.b]])}"/>`];
  out.push(`<circle cx="${hx}" cy="${hy}" r="${f(w * 0.55)}" fill="${rad(ctx, hx, hy, w * 0.55, [[0, bk.halo, bk.dark ? 0.55 : 0.9], [1, bk.halo, 0]])}"/>`);
  const gg = goldGrad(ctx);
  if (bk.deco === 'arch') out.push(`<path d="M${f(w * 0.14)} ${h} V${f(h * 0.36)} A${f(w * 0.36)} ${f(w * 0.36)} 0 0 1 ${f(w * 0.86)} ${f(h * 0.36)} V${h}" fill="none" stroke="${gg}" stroke-width="1.6" opacity="0.55"/>`);
  if (bk.deco === 'circle') out.push(`<circle cx="${hx}" cy="${hy - 20}" r="${f(w * 0.4)}" fill="none" stroke="${gg}" stroke-width="1.6" opacity="${bk.dark ? 0.8 : 0.5}"/>`);
  if (bk.deco === 'rays') {
    for (let k = 0; k < 9; k++) {
      const a = -Math.PI / 2 + (k - 4) * 0.2;
      out.push(`<path d="M${hx} ${hy} L${f(hx + Math.cos(a - 0.035) * 900)} ${f(hy + Math.sin(a - 0.035) * 900)} L${f(hx + Math.cos(a + 0.035) * 900)} ${f(hy + Math.sin(a + 0.035) * 900)}Z" fill="#fffaf0" opacity="0.28"/>`);
    }
  }
  return out.join('');
}

function patient(n) {
  return (ctx) => {
    const person = PEOPLE[n];
    const bk = BACKS[n % BACKS.length];
    const hx = 350 + (n % 3 - 1) * 14;
    const hy = 392;
    const out = [background(ctx, bk, hx, hy)];
    out.push(bust(ctx, { hx, hy, u: 150, ...person }));
    out.push(sparkle(ctx, hx + (n % 2 ? -220 : 220), 150 + (n % 4) * 20, 22, bk.dark ? P.gold2 : '#fff6df', 0.85));
    out.push(vignette(ctx, bk.dark ? 0.3 : 0.12));
    return out.join('');
  };
}

export const images = PEOPLE.map((_, n) => ({ key: `pacijenti/${n + 1}`, w: 700, h: 875, group: 'pacijenti', draw: patient(n) }));
