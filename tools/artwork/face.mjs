// The lower half of a face (nose tip to neck) around a smile, for the close-up compositions.
// Everything is measured in mouth widths (W) from the mouth centre.

import { f, rad, lin, blur, shade, smoothOpen } from './lib.mjs';
import { mouth } from './smile.mjs';

export const HAIR = {
  espresso: ['#2a1a12', '#4a3022', '#7a5238'],
  chestnut: ['#4a2a18', '#6e4026', '#a26b45'],
  honey: ['#7a5530', '#a77a45', '#d8b07a'],
  black: ['#141012', '#262022', '#4a4246'],
  auburn: ['#5a2618', '#86402a', '#bf7550'],
  silver: ['#8d8a86', '#b9b4ad', '#e4ded6'],
};

/** Side hair strands falling beside the cheek. side = -1 left, 1 right. */
function hairCurtain(ctx, fx, my, W, side, hair, rng) {
  const x = (k) => fx + side * k * W;
  const y = (k) => my + k * W;
  const outer = [[x(1.55), y(-2.2)], [x(1.5), y(-0.6)], [x(1.65), y(0.6)], [x(1.6), y(2.2)]];
  const inner = [[x(1.15), y(2.2)], [x(1.08), y(1.0)], [x(0.93), y(0.2)], [x(0.9), y(-0.8)], [x(0.95), y(-2.2)]];
  const d = smoothOpen(outer) + ' L' + smoothOpen(inner).slice(1) + 'Z';
  const g = lin(ctx, side < 0 ? 1 : 0, 0, side < 0 ? 0 : 1, 0, [[0, hair[1]], [0.5, hair[0]], [1, hair[0]]]);
  const strands = [];
  for (let k = 0; k < 14; k++) {
    const t = rng.range(0.95, 1.45);
    const pts = [];
    for (let j = 0; j <= 4; j++) pts.push([x(t + Math.sin(j * 1.3 + k) * 0.05 + (j > 2 ? 0.05 * j : 0)), y(-2.2 + j * 1.1)]);
    strands.push(`<path d="${smoothOpen(pts)}" stroke="${k % 3 ? hair[2] : hair[1]}" stroke-width="${f(W * rng.range(0.008, 0.02))}" fill="none" opacity="${f(rng.range(0.25, 0.55))}"/>`);
  }
  return `<path d="${d}" fill="${g}"/>${strands.join('')}`;
}

/**
 * Lower face with a smile. Options: fx, my (mouth centre), W (mouth width), skin, lip, hair (HAIR value or null),
 * hairSides ([-1, 1]), turn, mouthOpts (passed to mouth()), light (-1 from left, 1 from right).
 */
export function lowerFace(ctx, o) {
  const { fx, my, W, skin } = o;
  const light = o.light ?? -1;
  const rng = ctx.rng;
  const P = (a, b) => [fx + a * W, my + b * W];
  const out = [];
  const hairSides = o.hair ? o.hairSides ?? [-1, 1] : [];

  // neck
  const neckD = `M${f(fx - 0.52 * W)} ${f(my + 0.3 * W)} C${f(fx - 0.55 * W)} ${f(my + 0.9 * W)} ${f(fx - 0.62 * W)} ${f(my + 1.5 * W)} ${f(fx - 0.9 * W)} ${f(my + 2.4 * W)} L${f(fx + 0.9 * W)} ${f(my + 2.4 * W)} C${f(fx + 0.62 * W)} ${f(my + 1.5 * W)} ${f(fx + 0.55 * W)} ${f(my + 0.9 * W)} ${f(fx + 0.52 * W)} ${f(my + 0.3 * W)}Z`;
  const neckFill = lin(ctx, 0, 0, 1, 0, [[0, shade(skin.base, light < 0 ? -0.05 : -0.2)], [1, shade(skin.base, light < 0 ? -0.2 : -0.05)]]);
  out.push(`<path d="${neckD}" fill="${neckFill}"/>`);
  if (o.necklace) {
    out.push(
      `<path d="M${f(fx - 0.6 * W)} ${f(my + 1.35 * W)} Q${f(fx)} ${f(my + 1.95 * W)} ${f(fx + 0.6 * W)} ${f(my + 1.35 * W)}" stroke="${o.necklace}" stroke-width="${f(W * 0.012)}" fill="none" opacity="0.9"/>`,
    );
  }
  out.push(`<ellipse cx="${f(fx)}" cy="${f(my + 0.95 * W)}" rx="${f(0.6 * W)}" ry="${f(0.2 * W)}" fill="${skin.shadow}" opacity="0.75"${blur(ctx, W * 0.06)}/>`);

  // back hair
  for (const s of hairSides) out.push(hairCurtain(ctx, fx, my, W, s, o.hair, rng));

  // face shape
  const pts = [P(-1.02, -2.2), P(-1.0, -1.1), P(-0.97, -0.3), P(-0.84, 0.3), P(-0.5, 0.68), P(0, 0.82), P(0.5, 0.68), P(0.84, 0.3), P(0.97, -0.3), P(1.0, -1.1), P(1.02, -2.2)];
  const faceD = o.bleed ? `M-10 -10H${ctx.w + 10}V${ctx.h + 10}H-10Z` : smoothOpen(pts) + 'Z';
  const faceFill = rad(ctx, fx + light * 0.45 * W, my - 0.5 * W, 1.6 * W, [[0, skin.light], [0.45, skin.base], [1, skin.shadow]]);
  const fid = ctx.id('face');
  ctx.def(`<clipPath id="${fid}"><path d="${faceD}"/></clipPath>`);
  out.push(`<path d="${faceD}" fill="${faceFill}"/>`);
  const fc = [];
  // jaw shading on the shadow side and a rim light on the lit side
  if (!o.bleed) fc.push(`<path d="${faceD}" fill="none" stroke="${skin.shadow}" stroke-width="${f(W * 0.16)}" opacity="0.55"${blur(ctx, W * 0.07)}/>`);
  fc.push(`<ellipse cx="${f(fx - light * 0.95 * W)}" cy="${f(my)}" rx="${f(0.3 * W)}" ry="${f(1.1 * W)}" fill="${shade(skin.shadow, -0.1)}" opacity="0.35"${blur(ctx, W * 0.12)}/>`);
  fc.push(`<ellipse cx="${f(fx + light * 0.6 * W)}" cy="${f(my - 0.55 * W)}" rx="${f(0.3 * W)}" ry="${f(0.22 * W)}" fill="${skin.light}" opacity="0.55"${blur(ctx, W * 0.08)}/>`);
  // nose tip and nostrils
  const ny = my - 0.62 * W;
  const nx = fx + (o.turn || 0) * 0.3 * W;
  fc.push(
    `<ellipse cx="${f(nx)}" cy="${f(ny - 0.2 * W)}" rx="${f(0.17 * W)}" ry="${f(0.2 * W)}" fill="${skin.light}" opacity="0.55"${blur(ctx, W * 0.04)}/>`,
    `<path d="M${f(nx - 0.25 * W)} ${f(ny - 0.05 * W)} C${f(nx - 0.2 * W)} ${f(ny + 0.06 * W)} ${f(nx - 0.08 * W)} ${f(ny + 0.05 * W)} ${f(nx)} ${f(ny + 0.07 * W)} C${f(nx + 0.08 * W)} ${f(ny + 0.05 * W)} ${f(nx + 0.2 * W)} ${f(ny + 0.06 * W)} ${f(nx + 0.25 * W)} ${f(ny - 0.05 * W)}" stroke="${skin.shadow}" stroke-width="${f(W * 0.05)}" fill="none" opacity="0.6"${blur(ctx, W * 0.025)}/>`,
    `<ellipse cx="${f(nx - 0.11 * W)}" cy="${f(ny + 0.005 * W)}" rx="${f(0.045 * W)}" ry="${f(0.018 * W)}" fill="${shade(skin.shadow, -0.3)}" opacity="0.4"${blur(ctx, W * 0.012)}/>`,
    `<ellipse cx="${f(nx + 0.11 * W)}" cy="${f(ny + 0.005 * W)}" rx="${f(0.045 * W)}" ry="${f(0.018 * W)}" fill="${shade(skin.shadow, -0.3)}" opacity="0.4"${blur(ctx, W * 0.012)}/>`,
    `<ellipse cx="${f(nx)}" cy="${f(ny + 0.15 * W)}" rx="${f(0.4 * W)}" ry="${f(0.1 * W)}" fill="${skin.shadow}" opacity="0.25"${blur(ctx, W * 0.05)}/>`,
  );
  fc.push(mouth(ctx, { cx: fx, cy: my, width: W, skin, lip: o.lip, turn: o.turn || 0, rot: o.rot || 0, ...(o.mouthOpts || {}) }));
  out.push(`<g clip-path="url(#${fid})">${fc.join('')}</g>`);
  if (o.fade) {
    // fade the whole face into the background towards one side (editorial crop)
    const mid = ctx.id('fm');
    const [a, b] = o.fade;
    ctx.def(
      `<linearGradient id="${mid}g" x1="${f(a)}" y1="0" x2="${f(b)}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
        `<mask id="${mid}" maskUnits="userSpaceOnUse" x="0" y="0" width="${ctx.w}" height="${ctx.h}"><rect width="${ctx.w}" height="${ctx.h}" fill="url(#${mid}g)"/></mask>`,
    );
    return `<g mask="url(#${mid})">${out.join('')}</g>`;
  }
  return out.join('');
}

/** Warm light bloom. */
export function bloom(ctx, x, y, r, color, a = 0.6) {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${rad(ctx, x, y, r, [[0, color, a], [0.5, color, a * 0.35], [1, color, 0]])}"/>`;
}

