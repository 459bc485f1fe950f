// The clinic team: seven busts in clinic attire, one consistent series (charcoal, gold arch, warm light).

import { P, SKIN, lin, rad, sparkle, goldGrad, vignette, star } from './lib.mjs';
import { bust, HAIR_COLORS as H } from './bust.mjs';

const COAT = { type: 'coat', color: '#f7f4ee', inner: '#2a2a2e', pin: P.gold2 };
const TEAM = [
  // 1 chief dentist and founder (woman)
  { skin: SKIN.light, hair: 'bob', hairColor: H.espresso, outfit: { ...COAT, inner: '#1f1f23' }, earrings: P.gold2, age: 0.55, part: 0.3 },
  // 2 oral surgeon (man)
  { skin: SKIN.medium, male: true, hair: 'short', hairColor: H.brown, beard: 'stubble', outfit: { ...COAT, inner: '#3d4a52', innerNeck: 'v' }, age: 0.45, look: 0.02 },
  // 3 endodontics specialist (woman)
  { skin: SKIN.olive, hair: 'ponytail', hairColor: H.black, glasses: '#8a6420', outfit: { ...COAT, inner: '#8a6f52', innerNeck: 'v' }, earrings: P.gold2, age: 0.4, look: -0.02 },
  // 4 jaw orthopaedics specialist (man)
  { skin: SKIN.fair, male: true, hair: 'short', hairColor: H.grey, glasses: '#2e2a2c', outfit: { ...COAT, inner: '#e7e2da' }, age: 0.7 },
  // 5 oral surgery resident (woman)
  { skin: SKIN.tan, hair: 'bun', hairColor: H.chestnut, outfit: { type: 'scrubs', color: '#3a3f47', neck: 'v' }, earrings: P.gold2, age: 0.15, look: 0.03 },
  // 6 clinic manager (woman)
  { skin: SKIN.light, hair: 'long', hairColor: H.honey, outfit: { ...COAT, inner: '#b8893b', innerNeck: 'v' }, necklace: P.gold2, age: 0.35, part: -0.2 },
  // 7 dental nurse (woman)
  { skin: SKIN.brown, hair: 'curly', hairColor: H.espresso, outfit: { type: 'scrubs', color: '#4a4f58', neck: 'v' }, earrings: P.gold2, age: 0.25, look: -0.03 },
];

function member(n) {
  return (ctx) => {
    const { w, h } = ctx;
    const hx = 400;
    const hy = 430;
    const gg = goldGrad(ctx);
    const out = [`<rect width="${w}" height="${h}" fill="${lin(ctx, 0, 0, 0.3, 1, [[0, '#26262a'], [1, P.ink]])}"/>`];
    out.push(`<circle cx="${hx}" cy="${hy - 30}" r="420" fill="${rad(ctx, hx, hy - 30, 420, [[0, '#b8893b', 0.42], [0.6, '#8a6420', 0.12], [1, '#8a6420', 0]])}"/>`);
    out.push(`<path d="M130 ${h} V380 A270 270 0 0 1 670 380 V${h}" fill="none" stroke="${gg}" stroke-width="2" opacity="0.75"/>`);
    out.push(`<path d="M104 ${h} V380 A296 296 0 0 1 696 380 V${h}" fill="none" stroke="${gg}" stroke-width="0.8" opacity="0.4"/>`);
    out.push(bust(ctx, { hx, hy, u: 165, ...TEAM[n] }));
    // warm rim light from the upper left
    out.push(`<rect width="${w}" height="${h}" fill="${lin(ctx, 0, 0, 1, 0.5, [[0, '#e5c37a', 0.14], [0.5, '#e5c37a', 0]])}"/>`);
    out.push(star(400, 92, 26, gg));
    out.push(sparkle(ctx, 660, 210, 16, P.gold2, 0.7));
    out.push(vignette(ctx, 0.35, '#000000'));
    return out.join('');
  };
}

export const images = TEAM.map((_, n) => ({ key: `tim/${n + 1}`, w: 800, h: 1000, group: 'tim', draw: member(n) }));
