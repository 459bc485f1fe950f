// Still-life props for the editorial blog illustrations: tooth, veneer, crown, coins, calendar, cups…
// Each prop is drawn around (x, y) with a scale s and returns an SVG string.

import { P, f, lin, rad, blur, goldGrad, shade, star, sparkle } from './lib.mjs';

const T = (x, y, s, r = 0) => `translate(${f(x)} ${f(y)}) rotate(${f(r)}) scale(${s.toFixed(3)})`;

export function shadow(ctx, x, y, rx, ry = rx * 0.16, a = 0.25) {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#4a3520" opacity="${a}"${blur(ctx, Math.max(4, ry * 0.6))}/>`;
}

/** Editorial stage: background colour field, a soft circle and a floor line. */
export function stage(ctx, v = 'sand') {
  const { w, h } = ctx;
  const themes = {
    sand: ['#f5efe6', '#e8dccb', '#fbf6ee'],
    white: ['#fcfaf7', '#efe8de', '#ffffff'],
    gold: ['#f2e0bd', '#d9b983', '#fbeed3'],
    charcoal: ['#2a2a2e', '#141416', '#3a3430'],
    blush: ['#f5e8df', '#e4cbbb', '#fcf3ec'],
  };
  const [a, b, c] = themes[v];
  const dark = v === 'charcoal';
  return (
    `<rect width="${w}" height="${h}" fill="${lin(ctx, 0, 0, 0.3, 1, [[0, a], [1, b]])}"/>` +
    `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.45)}" r="${f(h * 0.42)}" fill="${rad(ctx, w * 0.5, h * 0.45, h * 0.42, [[0, c, dark ? 0.25 : 0.9], [0.8, c, dark ? 0.08 : 0.5], [1, c, 0]])}"/>` +
    `<rect y="${f(h * 0.74)}" width="${w}" height="${f(h * 0.26)}" fill="${dark ? '#000000' : '#8a6a44'}" opacity="${dark ? 0.25 : 0.06}"/>` +
    `<path d="M0 ${f(h * 0.74)} H${w}" stroke="${dark ? P.gold1 : '#d8c8b0'}" stroke-width="1.2" opacity="${dark ? 0.5 : 1}"/>`
  );
}

export const MOLAR =
  'M-90 20C-100-30-60-50-30-35C-10-25 10-25 30-35C60-50 100-30 90 20C85 60 80 90 70 120C60 170 55 210 40 215C20 220 18 170 10 130C5 115-5 115-10 130C-18 170-20 220-40 215C-55 210-60 170-70 120C-80 90-85 60-90 20Z';

/** A gleaming single tooth (molar silhouette), about 200×250 at s = 1. */
export function tooth(ctx, x, y, s = 1, o = {}) {
  const body = lin(ctx, 0, 0, 1, 1, [[0, '#ffffff'], [0.45, o.tint || '#f7f3ec'], [1, shade(o.tint || '#e9e1d4', -0.05)]]);
  return (
    `<g transform="${T(x, y, s, o.rot || 0)}">` +
    `<path d="${MOLAR}" fill="${body}" stroke="${o.stroke || '#e2d8c8'}" stroke-width="2"/>` +
    `<path d="M-60 0C-62-25-40-32-25-24" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="-45" cy="55" rx="14" ry="48" fill="#ffffff" opacity="0.9"${blur(ctx, 4)}/>` +
    `<path d="M70 40C68 90 60 120 52 160" stroke="#d6c9b5" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round"${blur(ctx, 5)}/>` +
    `</g>`
  );
}

/** A veneer shell seen from the front, about 90×120 at s = 1. */
export function veneer(ctx, x, y, s = 1, r = 0, tint = '#fbf8f2') {
  return (
    `<g transform="${T(x, y, s, r)}">` +
    `<path d="M-42-52C-46 10-40 54 0 60C40 54 46 10 42-52C16-62-16-62-42-52Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, shade(tint, -0.04)], [0.6, '#ffffff'], [1, '#dfe2e6']])}" stroke="#ddd3c4" stroke-width="2"/>` +
    `<path d="M-30-44C-33 0-28 36 0 44" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.9" stroke-linecap="round"/>` +
    `<ellipse cx="-12" cy="-8" rx="8" ry="26" fill="#ffffff" opacity="0.9"${blur(ctx, 3)}/>` +
    `</g>`
  );
}

/** A full crown (cap) for a molar, about 200×170 at s = 1. */
export function crown(ctx, x, y, s = 1) {
  return (
    `<g transform="${T(x, y, s)}">` +
    `<path d="M-95 10C-105-40-70-70-35-55C-12-45 12-45 35-55C70-70 105-40 95 10C92 50 80 80 60 95C20 110-20 110-60 95C-80 80-92 50-95 10Z" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#ffffff'], [0.5, '#f3eee5'], [1, '#d9d0c1']])}" stroke="#ddd3c4" stroke-width="2"/>` +
    `<path d="M-60 95C-20 108 20 108 60 95" stroke="#c8bca9" stroke-width="3" fill="none"/>` +
    `<ellipse cx="-10" cy="96" rx="62" ry="10" fill="#e8e1d6"/>` +
    `<path d="M-66-18C-68-42-48-50-34-42" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="-50" cy="30" rx="12" ry="34" fill="#ffffff" opacity="0.85"${blur(ctx, 4)}/>` +
    `</g>`
  );
}

export function coin(ctx, x, y, r, tilt = 0.35) {
  const gg = goldGrad(ctx);
  const ry = r * tilt;
  return (
    `<ellipse cx="${f(x)}" cy="${f(y + r * 0.12)}" rx="${f(r)}" ry="${f(ry)}" fill="#8a6420"/>` +
    `<rect x="${f(x - r)}" y="${f(y)}" width="${f(r * 2)}" height="${f(r * 0.12)}" fill="#9d7430"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(ry)}" fill="${gg}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.78)}" ry="${f(ry * 0.78)}" fill="none" stroke="#fff1cc" stroke-width="${f(r * 0.04)}" opacity="0.7"/>`
  );
}

export function coinStack(ctx, x, y, r, n) {
  let out = shadow(ctx, x, y + r * 0.3, r * 1.2, r * 0.25);
  for (let k = 0; k < n; k++) out += coin(ctx, x, y - k * r * 0.14, r);
  return out;
}

export function coinFront(ctx, x, y, r) {
  const gg = goldGrad(ctx);
  return (
    `<circle cx="${f(x + r * 0.06)}" cy="${f(y + r * 0.06)}" r="${f(r)}" fill="#8a6420"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${gg}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" fill="none" stroke="#fff1cc" stroke-width="${f(r * 0.05)}" opacity="0.6"/>` +
    star(x, y, r * 0.9, '#fff4d6', 0.8)
  );
}

/** A payment card (no text): charcoal with a gold chip and star. */
export function card(ctx, x, y, w, r = 0) {
  const h = w * 0.63;
  return (
    `<g transform="${T(x, y, 1, r)}">` +
    `<rect x="${f(-w / 2 + 8)}" y="${f(-h / 2 + 14)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.06)}" fill="#3a2614" opacity="0.25"${blur(ctx, 12)}/>` +
    `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.06)}" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#34343a'], [1, '#141416']])}"/>` +
    `<rect x="${f(-w * 0.38)}" y="${f(-h * 0.18)}" width="${f(w * 0.14)}" height="${f(h * 0.22)}" rx="${f(w * 0.02)}" fill="${goldGrad(ctx)}"/>` +
    `<path d="M${f(-w * 0.38)} ${f(h * 0.22)} h${f(w * 0.5)}" stroke="#6b6b72" stroke-width="${f(w * 0.025)}" stroke-dasharray="${f(w * 0.08)} ${f(w * 0.03)}"/>` +
    star(w * 0.32, -h * 0.26, w * 0.12, goldGrad(ctx)) +
    `</g>`
  );
}

/** Desk calendar page grid with some days marked in gold (no numbers). */
export function calendar(ctx, x, y, w, marks = [3, 10, 17, 24]) {
  const h = w * 0.95;
  const out = [`<g transform="translate(${f(x)} ${f(y)})">`];
  out.push(`<rect x="${f(-w / 2 + 10)}" y="${f(-h / 2 + 16)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.06)}" fill="#3a2614" opacity="0.2"${blur(ctx, 14)}/>`);
  out.push(`<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.06)}" fill="#fffdf9" stroke="#e2d8c8" stroke-width="2"/>`);
  out.push(`<path d="M${f(-w / 2)} ${f(-h / 2 + w * 0.06)} a${f(w * 0.06)} ${f(w * 0.06)} 0 0 1 ${f(w * 0.06)} ${f(-w * 0.06)} H${f(w / 2 - w * 0.06)} a${f(w * 0.06)} ${f(w * 0.06)} 0 0 1 ${f(w * 0.06)} ${f(w * 0.06)} V${f(-h / 2 + h * 0.2)} H${f(-w / 2)}Z" fill="${P.charcoal}"/>`);
  for (const s of [-1, 1]) out.push(`<rect x="${f(s * w * 0.25 - w * 0.02)}" y="${f(-h / 2 - w * 0.05)}" width="${f(w * 0.04)}" height="${f(w * 0.12)}" rx="${f(w * 0.02)}" fill="${goldGrad(ctx)}"/>`);
  const cw = (w * 0.84) / 7;
  for (let k = 0; k < 28; k++) {
    const cx = -w * 0.42 + (k % 7) * cw + cw / 2;
    const cy = -h / 2 + h * 0.3 + Math.floor(k / 7) * cw * 1.05 + cw / 2;
    if (marks.includes(k)) out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(cw * 0.36)}" fill="${goldGrad(ctx)}"/>`);
    else out.push(`<rect x="${f(cx - cw * 0.22)}" y="${f(cy - cw * 0.06)}" width="${f(cw * 0.44)}" height="${f(cw * 0.12)}" rx="${f(cw * 0.06)}" fill="#d9cfc0"/>`);
  }
  out.push('</g>');
  return out.join('');
}

export function hourglass(ctx, x, y, s = 1) {
  const gg = goldGrad(ctx);
  const glass = lin(ctx, 0, 0, 1, 0, [[0, '#ffffff', 0.7], [0.5, '#ffffff', 0.15], [1, '#ffffff', 0.55]]);
  return (
    `<g transform="${T(x, y, s)}">` +
    shadow(ctx, 0, 175, 110, 16) +
    `<rect x="-100" y="-170" width="200" height="20" rx="6" fill="${gg}"/><rect x="-100" y="150" width="200" height="20" rx="6" fill="${gg}"/>` +
    `<path d="M-85-150 V150 M85-150 V150" stroke="${P.gold1}" stroke-width="8"/>` +
    `<path d="M-70-150 C-70-60 -12-30 -12 0 C-12 30 -70 60 -70 150 H70 C70 60 12 30 12 0 C12-30 70-60 70-150Z" fill="#f5efe6" opacity="0.35" stroke="#e0d5c4" stroke-width="3"/>` +
    `<path d="M-52-80 C-30-50 -8-30 -4 0 H4 C8-30 30-50 52-80Z" fill="${P.gold2}"/>` +
    `<path d="M-2 0 V120" stroke="${P.gold2}" stroke-width="3"/>` +
    `<path d="M-66 150 C-50 100 -15 90 0 86 C15 90 50 100 66 150Z" fill="${gg}"/>` +
    `<path d="M-70-150 C-70-60 -12-30 -12 0 C-12 30 -70 60 -70 150 H70 C70 60 12 30 12 0 C12-30 70-60 70-150Z" fill="${glass}"/>` +
    `</g>`
  );
}

export function cup(ctx, x, y, s = 1) {
  return (
    `<g transform="${T(x, y, s)}">` +
    shadow(ctx, 0, 70, 130, 18) +
    `<ellipse cx="0" cy="66" rx="125" ry="22" fill="#efe8dd" stroke="#dcd1c0"/>` +
    `<path d="M75 -10 C125 -14 125 50 70 45" stroke="#f7f2ea" stroke-width="16" fill="none"/>` +
    `<path d="M-80 -40 C-80 30 -50 64 0 64 C50 64 80 30 80 -40Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#ffffff'], [1, '#e3dbcf']])}"/>` +
    `<ellipse cx="0" cy="-40" rx="80" ry="18" fill="#f4efe7"/><ellipse cx="0" cy="-38" rx="70" ry="13" fill="#5a3520"/>` +
    `<ellipse cx="-15" cy="-40" rx="24" ry="4" fill="#c9a07a" opacity="0.7"/>` +
    `<path d="M-20-70 C-35-95 -5-110 -20-140 M15-70 C0-95 30-110 15-140" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6" stroke-linecap="round"${blur(ctx, 3)}/>` +
    `</g>`
  );
}

export function wineGlass(ctx, x, y, s = 1) {
  return (
    `<g transform="${T(x, y, s)}">` +
    shadow(ctx, 0, 160, 70, 12) +
    `<ellipse cx="0" cy="158" rx="60" ry="10" fill="#ede6da" stroke="#d8cdbd"/>` +
    `<path d="M-3 40 V156 M3 40 V156" stroke="#e4ddd2" stroke-width="4"/>` +
    `<path d="M-60 -120 C-70 -20 -40 40 0 42 C40 40 70 -20 60 -120Z" fill="#ffffff" opacity="0.35" stroke="#e0d7ca" stroke-width="3"/>` +
    `<path d="M-64 -50 C-60 10 -35 40 0 40 C35 40 60 10 64 -50Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#8a1f2c'], [1, '#5a1019']])}"/>` +
    `<ellipse cx="0" cy="-50" rx="64" ry="10" fill="#a8323f"/>` +
    `<path d="M-45 -100 C-52 -40 -40 0 -20 20" stroke="#fff" stroke-width="6" fill="none" opacity="0.6" stroke-linecap="round"/>` +
    `</g>`
  );
}

export function waterGlass(ctx, x, y, s = 1) {
  return (
    `<g transform="${T(x, y, s)}">` +
    shadow(ctx, 0, 110, 70, 12) +
    `<path d="M-55 -110 L-45 108 H45 L55 -110Z" fill="#ffffff" opacity="0.45" stroke="#dcd3c6" stroke-width="3"/>` +
    `<path d="M-51 -30 L-45 108 H45 L51 -30Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#dfeaea', 0.9], [1, '#c9dada', 0.9]])}"/>` +
    `<ellipse cx="0" cy="-30" rx="51" ry="7" fill="#eef5f4"/>` +
    `<path d="M-35 -90 L-30 90" stroke="#fff" stroke-width="7" opacity="0.8" stroke-linecap="round"/>` +
    `</g>`
  );
}

export function berries(ctx, x, y, s = 1) {
  const pts = [[0, 0], [34, -8], [-30, 6], [14, 26], [-12, -26], [48, 22], [-44, 30]];
  return (
    `<g transform="${T(x, y, s)}">` +
    shadow(ctx, 0, 40, 80, 12) +
    pts.map(([a, b], i) => `<circle cx="${a}" cy="${b}" r="${i % 2 ? 20 : 24}" fill="${rad(ctx, a - 6, b - 8, 26, [[0, '#6a5a9a'], [1, '#2b2350']])}"/><circle cx="${a - 7}" cy="${b - 8}" r="4" fill="#fff" opacity="0.6"/>`).join('') +
    `</g>`
  );
}

export function apple(ctx, x, y, s = 1) {
  return (
    `<g transform="${T(x, y, s)}">` +
    shadow(ctx, 0, 92, 95, 14) +
    `<path d="M0 -60 C-40 -90 -100 -70 -100 0 C-100 60 -50 100 0 84 C50 100 100 60 100 0 C100 -70 40 -90 0 -60Z" fill="${rad(ctx, -30, -30, 140, [[0, '#cfd98a'], [0.6, '#9fb25a'], [1, '#6f8a3a']])}"/>` +
    `<path d="M0 -62 C2 -80 8 -92 14 -100" stroke="#5a4028" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<path d="M12 -88 C30 -110 60 -104 66 -92 C48 -80 26 -80 12 -88Z" fill="#6f8a4a"/>` +
    `<ellipse cx="-52" cy="-20" rx="14" ry="30" fill="#fff" opacity="0.45"${blur(ctx, 5)}/>` +
    `</g>`
  );
}

export function pedestal(ctx, x, y, w, h, dark = false) {
  const top = dark ? ['#3a3a40', '#242428'] : ['#fbf8f3', '#e9e0d3'];
  return (
    shadow(ctx, x, y + h, w * 0.62, w * 0.06, 0.3) +
    `<ellipse cx="${f(x)}" cy="${f(y + h)}" rx="${f(w / 2)}" ry="${f(w * 0.09)}" fill="${shade(top[1], -0.06)}"/>` +
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${lin(ctx, 0, 0, 1, 0, [[0, top[1]], [0.4, top[0]], [1, shade(top[1], -0.08)]])}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(w * 0.09)}" fill="${top[0]}" stroke="${P.gold1}" stroke-width="1.5" stroke-opacity="0.6"/>`
  );
}

export { sparkle, star, goldGrad };
