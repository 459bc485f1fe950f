// Shared helpers for the generated artwork: seeded randomness, colours, SVG building blocks.
// Everything here is deterministic: the same key always gives the same picture.

export const P = {
  ink: '#0f0f10',
  charcoal: '#1c1c1f',
  white: '#faf8f5',
  sand: '#f1ece4',
  line: '#e6e0d6',
  gold1: '#b8893b',
  gold2: '#e5c37a',
  goldDeep: '#8a6420',
  cream: '#fbf3e6',
  blush: '#f3e2d3',
};

/** FNV-1a hash of a string, used to seed the PRNG from an image key. */
export function hashStr(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for artwork. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeRng(seedText) {
  const next = mulberry32(hashStr(String(seedText)));
  const rng = {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    jitter: (v, amount) => v + (next() * 2 - 1) * amount,
  };
  return rng;
}

/** A drawing context for one image: its own RNG, id counter and <defs> list. */
export function makeCtx(key, w, h, seed = key) {
  let n = 0;
  const defs = [];
  return {
    key,
    seed,
    w,
    h,
    rng: makeRng(seed),
    id: (prefix = 'i') => `${prefix}${++n}`,
    def: (s) => {
      defs.push(s);
    },
    defs,
  };
}

// ---------- numbers & colours ----------

export const f = (n) => (Math.round(n * 10) / 10).toString();

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  const v = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16));
}

function rgbToHex(rgb) {
  return '#' + rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('');
}

/** Linear mix of two hex colours, t = 0 → a, t = 1 → b. */
export function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}

/** Darken (t < 0) towards a warm black or lighten (t > 0) towards warm white. */
export function shade(c, t) {
  return t < 0 ? mix(c, '#1a0f0a', -t) : mix(c, '#fffaf2', t);
}

// ---------- SVG building blocks ----------

export function stops(list) {
  return list
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

/** Linear gradient in objectBoundingBox units (x1,y1 → x2,y2 in 0..1). Returns its url(). */
export function lin(ctx, x1, y1, x2, y2, list, userSpace = false) {
  const id = ctx.id('lg');
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
  ctx.def(`<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stops(list)}</linearGradient>`);
  return `url(#${id})`;
}

/** Radial gradient in user space. */
export function rad(ctx, cx, cy, r, list, opts = {}) {
  const id = ctx.id('rg');
  const tr = opts.transform ? ` gradientTransform="${opts.transform}"` : '';
  const fxy = opts.fx !== undefined ? ` fx="${f(opts.fx)}" fy="${f(opts.fy)}"` : '';
  ctx.def(
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${fxy} gradientUnits="userSpaceOnUse"${tr}>${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Radial gradient in bounding-box units (cx, cy, r in 0..1). */
export function radBox(ctx, cx, cy, r, list) {
  const id = ctx.id('rb');
  ctx.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`);
  return `url(#${id})`;
}

const blurCache = new WeakMap();
/** A Gaussian blur filter (cached per context and strength). Returns ` filter="url(#..)"`. */
export function blur(ctx, sd) {
  let m = blurCache.get(ctx);
  if (!m) {
    m = new Map();
    blurCache.set(ctx, m);
  }
  const k = f(sd);
  if (!m.has(k)) {
    const id = ctx.id('bl');
    ctx.def(
      `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${k}"/></filter>`,
    );
    m.set(k, id);
  }
  return ` filter="url(#${m.get(k)})"`;
}

export function clip(ctx, d, transform = '') {
  const id = ctx.id('cp');
  const tr = transform ? ` transform="${transform}"` : '';
  ctx.def(`<clipPath id="${id}"><path d="${d}"${tr}/></clipPath>`);
  return ` clip-path="url(#${id})"`;
}

/** The brand's four-point star, centred on (x, y) with the given overall size. */
export const STAR_PATH = 'M12 0c.9 6.4 5.6 11.1 12 12-6.4.9-11.1 5.6-12 12-.9-6.4-5.6-11.1-12-12C6.4 11.1 11.1 6.4 12 0Z';

export function star(x, y, size, fill, opacity = 1) {
  const s = size / 24;
  const op = opacity === 1 ? '' : ` opacity="${f(opacity * 100) / 100}"`;
  return `<path d="${STAR_PATH}" transform="translate(${f(x - size / 2)} ${f(y - size / 2)}) scale(${s.toFixed(4)})" fill="${fill}"${op}/>`;
}

/** A soft glint: a small star with a glow behind it. */
export function sparkle(ctx, x, y, size, color = '#fff8e6', opacity = 1) {
  const glow = rad(ctx, x, y, size * 0.9, [
    [0, color, 0.55 * opacity],
    [1, color, 0],
  ]);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.9)}" fill="${glow}"/>${star(x, y, size, color, opacity)}`;
}

export function goldGrad(ctx, x1 = 0, y1 = 0, x2 = 1, y2 = 1) {
  return lin(ctx, x1, y1, x2, y2, [
    [0, P.gold1],
    [0.55, P.gold2],
    [1, '#c99a48'],
  ]);
}

/** Film grain overlay: fractal noise, desaturated, at low opacity. */
export function grain(ctx, opacity = 0.22, freq = 0.85) {
  const id = ctx.id('gr');
  ctx.def(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${(ctx.rng.int(1, 999))}" stitchTiles="stitch" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="2.2 0 0 0 -0.6  2.2 0 0 0 -0.6  2.2 0 0 0 -0.6  0 0 0 0 1"/>` +
      `</filter>`,
  );
  return `<rect width="${ctx.w}" height="${ctx.h}" filter="url(#${id})" opacity="${opacity}" style="mix-blend-mode:soft-light"/>`;
}

/** A vignette that darkens the corners slightly. */
export function vignette(ctx, strength = 0.25, color = '#2a1d12') {
  const { w, h } = ctx;
  const g = rad(ctx, w / 2, h / 2, Math.max(w, h) * 0.75, [
    [0.55, color, 0],
    [1, color, strength],
  ]);
  return `<rect width="${w}" height="${h}" fill="${g}"/>`;
}

/** Wraps body + collected defs into a complete SVG document. */
export function svgDoc(ctx, body, { grainOpacity = 0.22, grainFreq = 0.85 } = {}) {
  const g = grainOpacity > 0 ? grain(ctx, grainOpacity, grainFreq) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ctx.w}" height="${ctx.h}" viewBox="0 0 ${ctx.w} ${ctx.h}">` +
    `<defs>${ctx.defs.join('')}</defs>${body}${g}</svg>`
  );
}

/** Smooth closed path through points (Catmull-Rom → cubic Bézier). */
export function smoothClosed(pts, tension = 1) {
  const n = pts.length;
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d + 'Z';
}

/** Smooth open path through points. */
export function smoothOpen(pts, tension = 1) {
  const n = pts.length;
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(n - 1, i + 2)];
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** Skin tone presets (base, shadow, highlight) from fair to deep. */
export const SKIN = {
  fair: { base: '#f1d3bd', shadow: '#d9a98c', light: '#fbe7d8', lip: '#c9787a' },
  light: { base: '#e9c2a4', shadow: '#c99373', light: '#f6dcc6', lip: '#c06a68' },
  medium: { base: '#d6a47f', shadow: '#b07a56', light: '#ecc3a2', lip: '#b45d58' },
  olive: { base: '#c99468', shadow: '#9f6c45', light: '#e0b48b', lip: '#a8554c' },
  tan: { base: '#b27a55', shadow: '#87563a', light: '#cf9a72', lip: '#9a4a44' },
  brown: { base: '#8d5a3b', shadow: '#643b25', light: '#ad7752', lip: '#7a3d36' },
  deep: { base: '#5e3a27', shadow: '#3e2418', light: '#7d5038', lip: '#5a2c27' },
};
