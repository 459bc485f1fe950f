// Gallery of finished results: eight smiles in varied crops, frames and backgrounds.

import { P, SKIN, f, lin, rad, blur, clip, sparkle, goldGrad, vignette, star } from './lib.mjs';
import { lowerFace, bloom } from './face.mjs';

function closeUp(ctx, o) {
  return lowerFace(ctx, { bleed: true, light: -1, ...o });
}

function archPath(x, y, w, h) {
  const r = w / 2;
  return `M${f(x)} ${f(y + h)} L${f(x)} ${f(y + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)} L${f(x + w)} ${f(y + h)}Z`;
}

function roundRect(x, y, w, h, r) {
  return `M${f(x + r)} ${f(y)}H${f(x + w - r)}A${r} ${r} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h - r)}A${r} ${r} 0 0 1 ${f(x + w - r)} ${f(y + h)}H${f(x + r)}A${r} ${r} 0 0 1 ${f(x)} ${f(y + h - r)}V${f(y + r)}A${r} ${r} 0 0 1 ${f(x + r)} ${f(y)}Z`;
}

function softShadow(ctx, d, dy = 24, a = 0.22) {
  return `<path d="${d}" transform="translate(0 ${dy})" fill="#3a2614" opacity="${a}"${blur(ctx, 28)}/>`;
}

const SCENES = [
  // 1 full-bleed, fair skin, warm white light
  (ctx) =>
    closeUp(ctx, { fx: 620, my: 450, W: 860, skin: SKIN.fair, lip: '#c97a78', turn: 0.12, mouthOpts: { upperFull: 1.1 } }) +
    `<rect width="1200" height="900" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#fffaf0', 0.35], [0.5, '#fffaf0', 0]])}"/>` +
    sparkle(ctx, 470, 440, 34, '#fffaf2', 0.9) +
    vignette(ctx, 0.22),
  // 2 arch on sand
  (ctx) => {
    const d = archPath(330, 70, 540, 900);
    return (
      `<rect width="1200" height="900" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#f5efe6'], [1, P.sand]])}"/>` +
      bloom(ctx, 600, 380, 520, '#f0d6a4', 0.4) +
      softShadow(ctx, d) +
      `<g${clip(ctx, d)}><rect x="330" y="70" width="540" height="900" fill="${SKIN.medium.base}"/>${closeUp(ctx, { fx: 600, my: 470, W: 520, skin: SKIN.medium, lip: '#ad5a52', mouthOpts: { lowerFull: 1.2 } })}</g>` +
      `<path d="${archPath(306, 46, 588, 900)}" fill="none" stroke="${goldGrad(ctx)}" stroke-width="2"/>` +
      sparkle(ctx, 920, 160, 26, P.gold2, 0.9) +
      sparkle(ctx, 470, 450, 22, '#fffaf2', 0.9)
    );
  },
  // 3 charcoal with a circular window
  (ctx) => {
    const d = 'M600 120a330 330 0 1 1 0 660a330 330 0 1 1 0-660Z';
    return (
      `<rect width="1200" height="900" fill="${rad(ctx, 600, 450, 800, [[0, '#2a2a2e'], [1, P.ink]])}"/>` +
      bloom(ctx, 600, 450, 470, '#e5c37a', 0.22) +
      `<g${clip(ctx, d)}><rect width="1200" height="900" fill="${SKIN.deep.base}"/>${closeUp(ctx, { fx: 600, my: 455, W: 560, skin: SKIN.deep, lip: '#5d2e29', light: 1, mouthOpts: { upperFull: 1.35, lowerFull: 1.3 } })}</g>` +
      `<circle cx="600" cy="450" r="352" fill="none" stroke="${goldGrad(ctx)}" stroke-width="2.5"/>` +
      `<circle cx="600" cy="450" r="372" fill="none" stroke="${goldGrad(ctx)}" stroke-width="1" opacity="0.5"/>` +
      star(600, 835, 26, goldGrad(ctx)) +
      sparkle(ctx, 930, 170, 22, P.gold2, 0.8) +
      sparkle(ctx, 475, 438, 22, '#fffaf2', 0.9)
    );
  },
  // 4 soft gold background, fade from the right
  (ctx) =>
    `<rect width="1200" height="900" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#f3dfb6'], [1, '#d9b77c']])}"/>` +
    bloom(ctx, 420, 420, 600, '#fff3d6', 0.6) +
    closeUp(ctx, { fx: 480, my: 470, W: 700, skin: SKIN.tan, lip: '#8f4640', rot: -3, turn: -0.1, fade: [1100, 820] }) +
    sparkle(ctx, 985, 260, 30, '#fff8e6', 0.9) +
    sparkle(ctx, 1060, 620, 18, '#fff8e6', 0.7) +
    vignette(ctx, 0.14),
  // 5 tilted full-bleed, olive
  (ctx) =>
    closeUp(ctx, { fx: 600, my: 440, W: 900, skin: SKIN.olive, lip: '#a2544a', rot: -6, turn: 0.22, light: 1, mouthOpts: { gum: 4, lowerFull: 1.1 } }) +
    `<rect width="1200" height="900" fill="${lin(ctx, 1, 0, 0, 1, [[0, '#fff0d6', 0.32], [0.6, '#fff0d6', 0]])}"/>` +
    sparkle(ctx, 760, 400, 30, '#fffaf2', 0.9) +
    vignette(ctx, 0.26),
  // 6 rounded card on warm white
  (ctx) => {
    const d = roundRect(170, 120, 860, 660, 40);
    return (
      `<rect width="1200" height="900" fill="${P.white}"/>` +
      `<circle cx="1050" cy="140" r="260" fill="${P.sand}"/>` +
      `<circle cx="150" cy="800" r="200" fill="${P.sand}"/>` +
      softShadow(ctx, d, 26, 0.2) +
      `<g${clip(ctx, d)}><rect x="170" y="120" width="860" height="660" fill="${SKIN.brown.base}"/>${closeUp(ctx, { fx: 600, my: 450, W: 640, skin: SKIN.brown, lip: '#74392f', mouthOpts: { upperFull: 1.3, lowerFull: 1.25 } })}</g>` +
      `<path d="${roundRect(150, 100, 900, 700, 52)}" fill="none" stroke="${goldGrad(ctx)}" stroke-width="1.5" opacity="0.8"/>` +
      sparkle(ctx, 440, 440, 24, '#fffaf2', 0.9) +
      star(1050, 800, 30, goldGrad(ctx))
    );
  },
  // 7 charcoal, fade from the left, gold rim light
  (ctx) =>
    `<rect width="1200" height="900" fill="${lin(ctx, 0, 0, 1, 0, [[0, P.ink], [1, P.charcoal]])}"/>` +
    closeUp(ctx, { fx: 740, my: 460, W: 720, skin: SKIN.light, lip: '#b95e5b', light: 1, fade: [260, 520] }) +
    `<rect width="1200" height="900" fill="${lin(ctx, 1, 0, 0, 0, [[0, '#e5c37a', 0.25], [0.4, '#e5c37a', 0]])}"/>` +
    `<path d="M80 820 C 200 560 300 500 420 470" stroke="${goldGrad(ctx)}" stroke-width="1.4" fill="none" opacity="0.7"/>` +
    sparkle(ctx, 560, 450, 28, '#fff6df', 0.95) +
    sparkle(ctx, 170, 200, 16, P.gold2, 0.7),
  // 8 tight crop on sand light, a slightly gummier smile
  (ctx) =>
    closeUp(ctx, { fx: 600, my: 430, W: 1080, skin: SKIN.medium, lip: '#b6615a', turn: -0.15, mouthOpts: { gum: 10, open: 0.9, upperFull: 1.0 } }) +
    `<rect width="1200" height="900" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#f1ece4', 0.3], [0.4, '#f1ece4', 0]])}"/>` +
    sparkle(ctx, 700, 400, 34, '#fffaf2', 0.9) +
    vignette(ctx, 0.2),
];

export const images = SCENES.map((draw, i) => ({ key: `galerija/${i + 1}`, w: 1200, h: 900, group: 'galerija', draw }));
