// Illustrated head-and-shoulders portraits ("busts"): head, hair, face, smile and clothing.
// Measured in u = half the head width, from the head centre (hx, hy).

import { f, lin, rad, blur, clip, shade, mix, smoothClosed } from './lib.mjs';
import { mouth } from './smile.mjs';

export const HAIR_COLORS = {
  black: '#1a1416',
  espresso: '#2e1d15',
  brown: '#5a3a26',
  chestnut: '#7a4426',
  auburn: '#8e3f24',
  honey: '#b4844e',
  blonde: '#d6b47c',
  grey: '#a8a39c',
  silver: '#cfcac2',
};

const pt = (o, a, b) => [o.hx + a * o.u, o.hy + b * o.u];
const ps = (o, a, b) => `${f(o.hx + a * o.u)} ${f(o.hy + b * o.u)}`;

function faceOutline(o) {
  const jaw = o.male ? 0.88 : 0.8;
  const chin = o.male ? 0.42 : 0.32;
  return smoothClosed([
    pt(o, 0, -1.22),
    pt(o, 0.72, -1.02),
    pt(o, 0.97, -0.45),
    pt(o, 1.0, 0.1),
    pt(o, jaw, 0.68),
    pt(o, chin, 1.12),
    pt(o, 0, 1.22),
    pt(o, -chin, 1.12),
    pt(o, -jaw, 0.68),
    pt(o, -1.0, 0.1),
    pt(o, -0.97, -0.45),
    pt(o, -0.72, -1.02),
  ]);
}

// ---------- hair ----------

function hairBack(ctx, o) {
  const c = o.hairColor;
  const fill = lin(ctx, 0, 0, 0, 1, [[0, shade(c, 0.08)], [1, shade(c, -0.25)]]);
  switch (o.hair) {
    case 'long':
      return `<path d="${smoothClosed([pt(o, 0, -1.45), pt(o, 1.15, -0.95), pt(o, 1.3, 0.3), pt(o, 1.45, 1.6), pt(o, 1.7, 2.7), pt(o, 0.6, 2.5), pt(o, 0, 1.6), pt(o, -0.6, 2.5), pt(o, -1.7, 2.7), pt(o, -1.45, 1.6), pt(o, -1.3, 0.3), pt(o, -1.15, -0.95)])}" fill="${fill}"/>`;
    case 'wavy':
      return `<path d="${smoothClosed([pt(o, 0, -1.5), pt(o, 1.25, -1.0), pt(o, 1.45, 0.1), pt(o, 1.3, 0.8), pt(o, 1.55, 1.7), pt(o, 1.2, 2.2), pt(o, 0, 1.5), pt(o, -1.2, 2.2), pt(o, -1.55, 1.7), pt(o, -1.3, 0.8), pt(o, -1.45, 0.1), pt(o, -1.25, -1.0)])}" fill="${fill}"/>`;
    case 'bob':
      return `<path d="${smoothClosed([pt(o, 0, -1.45), pt(o, 1.2, -0.9), pt(o, 1.3, 0.3), pt(o, 1.25, 0.95), pt(o, 0.9, 1.05), pt(o, 0, 0.9), pt(o, -0.9, 1.05), pt(o, -1.25, 0.95), pt(o, -1.3, 0.3), pt(o, -1.2, -0.9)])}" fill="${fill}"/>`;
    case 'curly': {
      const rng = ctx.rng;
      const out = [];
      for (let k = 0; k < 26; k++) {
        const a = (k / 26) * Math.PI * 2;
        const rx = 1.35 + rng.range(-0.05, 0.1);
        const x = Math.cos(a) * rx;
        const y = Math.sin(a) * 1.35 * 1.05 - 0.25;
        if (y > 0.9) continue;
        out.push(`<circle cx="${ps(o, x, y).split(' ')[0]}" cy="${ps(o, x, y).split(' ')[1]}" r="${f(o.u * rng.range(0.38, 0.5))}" fill="${fill}"/>`);
      }
      out.push(`<ellipse cx="${f(o.hx)}" cy="${f(o.hy - 0.3 * o.u)}" rx="${f(1.35 * o.u)}" ry="${f(1.35 * o.u)}" fill="${fill}"/>`);
      return out.join('');
    }
    case 'bun':
      return `<circle cx="${f(o.hx + 0.1 * o.u)}" cy="${f(o.hy - 1.42 * o.u)}" r="${f(0.46 * o.u)}" fill="${fill}"/>`;
    case 'ponytail':
      return `<path d="M${ps(o, 0.6, -1.0)} C${ps(o, 1.5, -0.9)} ${ps(o, 1.5, 0.4)} ${ps(o, 1.25, 1.6)} C${ps(o, 1.05, 1.1)} ${ps(o, 0.95, 0.1)} ${ps(o, 0.5, -0.5)}Z" fill="${fill}"/>`;
    default:
      return '';
  }
}

function hairFront(ctx, o) {
  const c = o.hairColor;
  const fill = lin(ctx, 0, 0, 1, 1, [[0, shade(c, 0.12)], [0.6, c], [1, shade(c, -0.2)]]);
  const sheen = `stroke="${shade(c, 0.35)}" fill="none" opacity="0.35" stroke-linecap="round"`;
  const sw = f(o.u * 0.025);
  switch (o.hair) {
    case 'short':
      return (
        `<path d="M${ps(o, -1.0, -0.05)} C${ps(o, -1.12, -0.9)} ${ps(o, -0.6, -1.42)} ${ps(o, 0.05, -1.4)} C${ps(o, 0.75, -1.4)} ${ps(o, 1.12, -0.95)} ${ps(o, 1.0, -0.05)} C${ps(o, 0.95, -0.35)} ${ps(o, 0.9, -0.6)} ${ps(o, 0.7, -0.72)} C${ps(o, 0.3, -0.62)} ${ps(o, -0.2, -0.75)} ${ps(o, -0.35, -0.92)} C${ps(o, -0.5, -0.7)} ${ps(o, -0.85, -0.6)} ${ps(o, -0.93, -0.35)}Z" fill="${fill}"/>` +
        `<path d="M${ps(o, -0.3, -1.25)} C${ps(o, 0.1, -1.32)} ${ps(o, 0.5, -1.2)} ${ps(o, 0.75, -0.95)}" stroke-width="${sw}" ${sheen}/>`
      );
    case 'buzz':
      return `<path d="M${ps(o, -0.98, -0.2)} C${ps(o, -1.05, -0.95)} ${ps(o, -0.55, -1.3)} ${ps(o, 0, -1.3)} C${ps(o, 0.55, -1.3)} ${ps(o, 1.05, -0.95)} ${ps(o, 0.98, -0.2)} C${ps(o, 0.9, -0.55)} ${ps(o, 0.7, -0.72)} ${ps(o, 0, -0.78)} C${ps(o, -0.7, -0.72)} ${ps(o, -0.9, -0.55)} ${ps(o, -0.98, -0.2)}Z" fill="${c}" opacity="0.85"/>`;
    case 'bald':
      return `<ellipse cx="${f(o.hx - 0.3 * o.u)}" cy="${f(o.hy - 0.95 * o.u)}" rx="${f(0.35 * o.u)}" ry="${f(0.14 * o.u)}" fill="#ffffff" opacity="0.25"${blur(ctx, o.u * 0.06)}/>` +
        `<path d="M${ps(o, -1.0, 0.05)} C${ps(o, -1.02, -0.3)} ${ps(o, -0.95, -0.45)} ${ps(o, -0.88, -0.5)} L${ps(o, -0.8, 0.0)}Z M${ps(o, 1.0, 0.05)} C${ps(o, 1.02, -0.3)} ${ps(o, 0.95, -0.45)} ${ps(o, 0.88, -0.5)} L${ps(o, 0.8, 0.0)}Z" fill="${c}"/>`;
    case 'curly': {
      const rng = ctx.rng;
      const out = [];
      for (let k = 0; k < 9; k++) {
        const x = -0.85 + k * 0.21;
        const y = -0.88 - Math.cos((x / 0.9) * 1.2) * 0.28 + rng.range(-0.04, 0.04);
        out.push(`<circle cx="${ps(o, x, y).split(' ')[0]}" cy="${ps(o, x, y).split(' ')[1]}" r="${f(o.u * rng.range(0.2, 0.26))}" fill="${fill}"/>`);
      }
      return out.join('');
    }
    case 'bun':
    case 'ponytail':
      return (
        `<path d="M${ps(o, -1.0, -0.1)} C${ps(o, -1.1, -1.0)} ${ps(o, -0.5, -1.4)} ${ps(o, 0.05, -1.38)} C${ps(o, 0.7, -1.38)} ${ps(o, 1.12, -0.95)} ${ps(o, 1.0, -0.1)} C${ps(o, 0.92, -0.5)} ${ps(o, 0.6, -0.82)} ${ps(o, 0.05, -0.86)} C${ps(o, -0.5, -0.84)} ${ps(o, -0.9, -0.55)} ${ps(o, -1.0, -0.1)}Z" fill="${fill}"/>` +
        `<path d="M${ps(o, -0.5, -1.1)} C${ps(o, -0.2, -1.3)} ${ps(o, 0.3, -1.28)} ${ps(o, 0.6, -1.05)} M${ps(o, -0.7, -0.85)} C${ps(o, -0.4, -1.1)} ${ps(o, 0.1, -1.15)} ${ps(o, 0.4, -1.0)}" stroke-width="${sw}" ${sheen}/>`
      );
    case 'bob':
    case 'long':
    case 'wavy': {
      const part = o.part ?? 0.25;
      const len = o.hair === 'bob' ? 0.95 : o.hair === 'long' ? 1.7 : 1.35;
      return (
        `<path d="M${ps(o, part, -1.0)} C${ps(o, -0.3, -0.85)} ${ps(o, -0.88, -0.55)} ${ps(o, -0.95, 0.1)} C${ps(o, -1.0, 0.6)} ${ps(o, -1.02, len - 0.4)} ${ps(o, -1.2, len)} C${ps(o, -1.45, len - 0.5)} ${ps(o, -1.3, -0.2)} ${ps(o, -1.15, -0.7)} C${ps(o, -0.9, -1.4)} ${ps(o, 0.2, -1.6)} ${ps(o, 0.8, -1.2)} C${ps(o, 1.25, -0.85)} ${ps(o, 1.3, 0.2)} ${ps(o, 1.2, len - 0.1)} C${ps(o, 1.05, len - 0.5)} ${ps(o, 1.0, 0.2)} ${ps(o, 0.95, -0.1)} C${ps(o, 0.9, -0.6)} ${ps(o, 0.6, -0.85)} ${ps(o, part, -1.0)}Z" fill="${fill}"/>` +
        `<path d="M${ps(o, part - 0.1, -1.15)} C${ps(o, -0.4, -1.1)} ${ps(o, -0.9, -0.7)} ${ps(o, -1.1, 0.2)} M${ps(o, part + 0.1, -1.2)} C${ps(o, 0.7, -1.05)} ${ps(o, 1.05, -0.6)} ${ps(o, 1.12, 0.1)}" stroke-width="${sw}" ${sheen}/>`
      );
    }
    default:
      return '';
  }
}

// ---------- face features ----------

function eyes(ctx, o) {
  const out = [];
  const dark = o.eyeColor || '#2b1a12';
  const lid = shade(o.skin.shadow, -0.5);
  for (const s of [-1, 1]) {
    const cx = o.hx + (s * 0.38 + o.look) * o.u;
    const cy = o.hy - 0.02 * o.u;
    const w = 0.21 * o.u;
    const hgt = 0.085 * o.u;
    const almond = `M${f(cx - w)} ${f(cy)} C${f(cx - w * 0.5)} ${f(cy - hgt * 1.5)} ${f(cx + w * 0.5)} ${f(cy - hgt * 1.5)} ${f(cx + w)} ${f(cy)} C${f(cx + w * 0.5)} ${f(cy + hgt * 0.7)} ${f(cx - w * 0.5)} ${f(cy + hgt * 0.7)} ${f(cx - w)} ${f(cy)}Z`;
    const cid = ctx.id('eye');
    ctx.def(`<clipPath id="${cid}"><path d="${almond}"/></clipPath>`);
    out.push(`<path d="${almond}" fill="#f6efe6"/>`);
    out.push(
      `<g clip-path="url(#${cid})"><circle cx="${f(cx + o.look * 0.3 * o.u)}" cy="${f(cy - hgt * 0.15)}" r="${f(hgt * 1.15)}" fill="${dark}"/>` +
        `<circle cx="${f(cx + o.look * 0.3 * o.u + hgt * 0.35)}" cy="${f(cy - hgt * 0.5)}" r="${f(hgt * 0.3)}" fill="#fff" opacity="0.85"/>` +
        `<path d="M${f(cx - w)} ${f(cy - hgt * 1.6)} H${f(cx + w)} V${f(cy - hgt * 0.3)} H${f(cx - w)}Z" fill="${o.skin.shadow}" opacity="0.25"/></g>`,
    );
    // upper lid line with lashes, lower lid smile crease
    out.push(
      `<path d="M${f(cx - w * 1.08)} ${f(cy + hgt * 0.1)} C${f(cx - w * 0.5)} ${f(cy - hgt * 1.6)} ${f(cx + w * 0.5)} ${f(cy - hgt * 1.6)} ${f(cx + w * 1.1)} ${f(cy - hgt * 0.1)}" stroke="${lid}" stroke-width="${f(o.u * (o.male ? 0.028 : 0.036))}" fill="none" stroke-linecap="round"/>`,
      `<path d="M${f(cx - w * 0.8)} ${f(cy + hgt * 1.3)} C${f(cx - w * 0.3)} ${f(cy + hgt * 1.9)} ${f(cx + w * 0.3)} ${f(cy + hgt * 1.9)} ${f(cx + w * 0.8)} ${f(cy + hgt * 1.3)}" stroke="${o.skin.shadow}" stroke-width="${f(o.u * 0.018)}" fill="none" opacity="0.7" stroke-linecap="round"/>`,
      `<path d="M${f(cx - w * 0.9)} ${f(cy - hgt * 2.4)} C${f(cx - w * 0.3)} ${f(cy - hgt * 3.1)} ${f(cx + w * 0.4)} ${f(cy - hgt * 3.0)} ${f(cx + w * 0.95)} ${f(cy - hgt * 2.2)}" stroke="${o.skin.shadow}" stroke-width="${f(o.u * 0.016)}" fill="none" opacity="0.45" stroke-linecap="round"/>`,
    );
    if (o.age > 0.5) {
      out.push(`<path d="M${f(cx + s * w * 1.25)} ${f(cy + hgt * 0.2)} l${f(s * w * 0.35)} ${f(-hgt * 0.5)} M${f(cx + s * w * 1.25)} ${f(cy + hgt * 0.8)} l${f(s * w * 0.35)} ${f(hgt * 0.4)}" stroke="${o.skin.shadow}" stroke-width="${f(o.u * 0.012)}" opacity="0.6" stroke-linecap="round"/>`);
    }
    // brow
    const bc = o.browColor;
    const by = cy - 0.28 * o.u;
    const bw = o.male ? 0.05 : 0.036;
    out.push(
      `<path d="M${f(cx - s * w * -1.15)} ${f(by + 0.04 * o.u)} C${f(cx - s * w * -0.5)} ${f(by - 0.08 * o.u)} ${f(cx + s * w * -0.6)} ${f(by - 0.1 * o.u)} ${f(cx + s * w * -1.2)} ${f(by - 0.02 * o.u)}" stroke="${bc}" stroke-width="${f(o.u * bw)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

function nose(ctx, o) {
  const x = o.hx + o.look * o.u;
  const y = o.hy;
  const u = o.u;
  return (
    `<path d="M${f(x - 0.05 * u)} ${f(y + 0.02 * u)} C${f(x - 0.09 * u)} ${f(y + 0.18 * u)} ${f(x - 0.12 * u)} ${f(y + 0.28 * u)} ${f(x - 0.1 * u)} ${f(y + 0.34 * u)}" stroke="${o.skin.shadow}" stroke-width="${f(u * 0.05)}" fill="none" opacity="0.55"${blur(ctx, u * 0.02)}/>` +
    `<path d="M${f(x - 0.16 * u)} ${f(y + 0.34 * u)} C${f(x - 0.12 * u)} ${f(y + 0.42 * u)} ${f(x - 0.05 * u)} ${f(y + 0.4 * u)} ${f(x)} ${f(y + 0.42 * u)} C${f(x + 0.05 * u)} ${f(y + 0.4 * u)} ${f(x + 0.12 * u)} ${f(y + 0.42 * u)} ${f(x + 0.16 * u)} ${f(y + 0.34 * u)}" stroke="${shade(o.skin.shadow, -0.3)}" stroke-width="${f(u * 0.025)}" fill="none" opacity="0.7" stroke-linecap="round"/>` +
    `<ellipse cx="${f(x + 0.02 * u)}" cy="${f(y + 0.28 * u)}" rx="${f(0.07 * u)}" ry="${f(0.05 * u)}" fill="${o.skin.light}" opacity="0.7"${blur(ctx, u * 0.02)}/>`
  );
}

function beard(ctx, o) {
  if (!o.beard) return '';
  const c = o.hairColor;
  const d = `M${ps(o, -0.98, 0.05)} C${ps(o, -0.95, 0.7)} ${ps(o, -0.5, 1.28)} ${ps(o, 0, 1.3)} C${ps(o, 0.5, 1.28)} ${ps(o, 0.95, 0.7)} ${ps(o, 0.98, 0.05)} C${ps(o, 0.85, 0.35)} ${ps(o, 0.7, 0.5)} ${ps(o, 0.5, 0.5)} C${ps(o, 0.3, 0.38)} ${ps(o, -0.3, 0.38)} ${ps(o, -0.5, 0.5)} C${ps(o, -0.7, 0.5)} ${ps(o, -0.85, 0.35)} ${ps(o, -0.98, 0.05)}Z`;
  return `<path d="${d}" fill="${c}" opacity="${o.beard === 'stubble' ? 0.35 : 0.92}"/>`;
}

function glasses(o) {
  if (!o.glasses) return '';
  const u = o.u;
  const col = o.glasses;
  const lens = (s) => {
    const cx = o.hx + (s * 0.38 + o.look) * u;
    return `<rect x="${f(cx - 0.27 * u)}" y="${f(o.hy - 0.2 * u)}" width="${f(0.54 * u)}" height="${f(0.36 * u)}" rx="${f(0.12 * u)}" fill="#ffffff" fill-opacity="0.08" stroke="${col}" stroke-width="${f(u * 0.035)}"/>`;
  };
  return `${lens(-1)}${lens(1)}<path d="M${f(o.hx + (o.look - 0.11) * u)} ${f(o.hy - 0.06 * u)} Q${f(o.hx + o.look * u)} ${f(o.hy - 0.13 * u)} ${f(o.hx + (o.look + 0.11) * u)} ${f(o.hy - 0.06 * u)}" stroke="${col}" stroke-width="${f(u * 0.03)}" fill="none"/>`;
}

// ---------- clothing ----------

function torso(ctx, o) {
  const u = o.u;
  const out = [];
  const shoulders = `M${ps(o, -0.47, 1.45)} C${ps(o, -0.6, 1.68)} ${ps(o, -1.0, 1.78)} ${ps(o, -1.9, 1.95)} C${ps(o, -2.6, 2.1)} ${ps(o, -2.9, 2.6)} ${ps(o, -3.1, 4.5)} L${ps(o, 3.1, 4.5)} C${ps(o, 2.9, 2.6)} ${ps(o, 2.6, 2.1)} ${ps(o, 1.9, 1.95)} C${ps(o, 1.0, 1.78)} ${ps(o, 0.6, 1.68)} ${ps(o, 0.47, 1.45)} C${ps(o, 0.25, 1.62)} ${ps(o, -0.25, 1.62)} ${ps(o, -0.47, 1.45)}Z`;
  const neck = `M${ps(o, -0.44, 0.6)} L${ps(o, -0.48, 1.6)} C${ps(o, -0.2, 1.9)} ${ps(o, 0.2, 1.9)} ${ps(o, 0.48, 1.6)} L${ps(o, 0.44, 0.6)}Z`;
  out.push(`<path d="${neck}" fill="${shade(o.skin.base, -0.1)}"/>`);
  out.push(`<g${clip(ctx, neck)}><ellipse cx="${f(o.hx)}" cy="${f(o.hy + 1.12 * u)}" rx="${f(0.6 * u)}" ry="${f(0.22 * u)}" fill="${o.skin.shadow}" opacity="0.8"${blur(ctx, u * 0.08)}/></g>`);
  const c = o.outfit.color;
  const cloth = lin(ctx, 0, 0, 1, 1, [[0, shade(c, 0.12)], [0.5, c], [1, shade(c, -0.22)]]);
  const neckline = o.outfit.neck || 'crew';
  // skin of the chest for open necklines
  if (neckline !== 'crew' && neckline !== 'turtle') {
    out.push(`<path d="M${ps(o, -0.45, 1.3)} L${ps(o, -0.88, 1.8)} L${ps(o, -0.88, 2.3)} L${ps(o, 0, 2.95)} L${ps(o, 0.88, 2.3)} L${ps(o, 0.88, 1.8)} L${ps(o, 0.45, 1.3)}Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, shade(o.skin.base, -0.12)], [0.45, shade(o.skin.base, 0.02)], [1, shade(o.skin.base, 0.06)]])}"/>`);
    out.push(`<path d="M${ps(o, -0.75, 1.95)} Q${ps(o, -0.4, 2.02)} ${ps(o, -0.12, 1.92)} M${ps(o, 0.75, 1.95)} Q${ps(o, 0.4, 2.02)} ${ps(o, 0.12, 1.92)}" stroke="${o.skin.light}" stroke-width="${f(o.u * 0.03)}" fill="none" opacity="0.5"${blur(ctx, o.u * 0.015)}/>`);
  }
  const cutId = ctx.id('cut');
  let cut = '';
  if (neckline === 'v') cut = `M${ps(o, -0.5, 1.55)} L${ps(o, 0, 2.55)} L${ps(o, 0.5, 1.55)}Z`;
  if (neckline === 'scoop') cut = `M${ps(o, -0.75, 1.65)} C${ps(o, -0.6, 2.5)} ${ps(o, 0.6, 2.5)} ${ps(o, 0.75, 1.65)}Z`;
  if (neckline === 'crew') cut = `M${ps(o, -0.5, 1.5)} C${ps(o, -0.4, 1.95)} ${ps(o, 0.4, 1.95)} ${ps(o, 0.5, 1.5)}Z`;
  if (neckline === 'open') cut = `M${ps(o, -0.45, 1.5)} L${ps(o, 0, 2.3)} L${ps(o, 0.45, 1.5)}Z`;
  if (cut) {
    ctx.def(`<mask id="${cutId}" maskUnits="userSpaceOnUse" x="0" y="0" width="${ctx.w}" height="${ctx.h}"><rect width="${ctx.w}" height="${ctx.h}" fill="#fff"/><path d="${cut}" fill="#000"/></mask>`);
  }
  out.push(`<path d="${shoulders}" fill="${cloth}"${cut ? ` mask="url(#${cutId})"` : ''}/>`);
  if (neckline === 'turtle') {
    out.push(`<path d="M${ps(o, -0.52, 1.15)} L${ps(o, -0.56, 1.75)} C${ps(o, -0.2, 1.95)} ${ps(o, 0.2, 1.95)} ${ps(o, 0.56, 1.75)} L${ps(o, 0.52, 1.15)} C${ps(o, 0.2, 1.3)} ${ps(o, -0.2, 1.3)} ${ps(o, -0.52, 1.15)}Z" fill="${shade(c, -0.05)}"/>`);
  }
  if (o.outfit.type === 'coat') {
    // white coat over scrubs/shirt: lapels and an inner layer in the V
    const inner = o.outfit.inner || '#2a2a2e';
    out.push(`<path d="M${ps(o, -0.62, 1.62)} L${ps(o, 0, 3.0)} L${ps(o, 0.62, 1.62)} C${ps(o, 0.3, 1.85)} ${ps(o, -0.3, 1.85)} ${ps(o, -0.62, 1.62)}Z" fill="${inner}"/>`);
    if (o.outfit.innerNeck === 'v') out.push(`<path d="M${ps(o, -0.4, 1.7)} L${ps(o, 0, 2.45)} L${ps(o, 0.4, 1.7)}Z" fill="${shade(o.skin.base, -0.08)}"/>`);
    const coat = lin(ctx, 0, 0, 1, 0, [[0, '#e9e4dc'], [0.35, '#fbf9f5'], [1, '#d9d3ca']]);
    for (const s of [-1, 1]) {
      out.push(
        `<path d="M${ps(o, s * 0.62, 1.6)} C${ps(o, s * 1.2, 1.85)} ${ps(o, s * 2.3, 1.95)} ${ps(o, s * 2.85, 2.6)} L${ps(o, s * 3.1, 4.5)} L${ps(o, s * 0.12, 4.5)} L${ps(o, s * 0.1, 3.05)}Z" fill="${coat}"/>`,
        `<path d="M${ps(o, s * 0.62, 1.6)} L${ps(o, s * 0.1, 3.05)} L${ps(o, s * 0.7, 2.35)} L${ps(o, s * 0.55, 2.05)} L${ps(o, s * 0.95, 1.8)}Z" fill="#ffffff" stroke="#d6cfc4" stroke-width="${f(u * 0.015)}"/>`,
      );
    }
    out.push(`<path d="M${ps(o, 0.1, 3.05)} L${ps(o, 0.12, 4.5)}" stroke="#cfc8bd" stroke-width="${f(u * 0.02)}"/>`);
    if (o.outfit.pin) out.push(`<circle cx="${ps(o, -1.35, 2.6).split(' ')[0]}" cy="${ps(o, -1.35, 2.6).split(' ')[1]}" r="${f(u * 0.06)}" fill="${o.outfit.pin}"/>`);
  }
  if (o.outfit.type === 'scrubs') {
    out.push(`<path d="M${ps(o, -0.5, 1.55)} L${ps(o, 0, 2.55)} L${ps(o, 0.5, 1.55)}" stroke="${shade(c, -0.25)}" stroke-width="${f(u * 0.05)}" fill="none" stroke-linejoin="round"/>`);
    out.push(`<path d="M${ps(o, -1.7, 2.9)} h${f(0.6 * u)} v${f(0.45 * u)} h${f(-0.6 * u)}Z" fill="none" stroke="${shade(c, -0.2)}" stroke-width="${f(u * 0.02)}"/>`);
  }
  if (o.outfit.type === 'blazer') {
    const b = lin(ctx, 0, 0, 1, 1, [[0, shade(o.outfit.blazer, 0.15)], [1, shade(o.outfit.blazer, -0.2)]]);
    for (const s of [-1, 1]) {
      out.push(`<path d="M${ps(o, s * 0.6, 1.62)} C${ps(o, s * 1.2, 1.85)} ${ps(o, s * 2.3, 1.95)} ${ps(o, s * 2.85, 2.6)} L${ps(o, s * 3.1, 4.5)} L${ps(o, s * 0.3, 4.5)} L${ps(o, s * 0.25, 3.3)}Z" fill="${b}"/>`);
    }
  }
  if (o.necklace) out.push(`<path d="M${ps(o, -0.5, 1.6)} C${ps(o, -0.4, 2.3)} ${ps(o, 0.4, 2.3)} ${ps(o, 0.5, 1.6)}" stroke="${o.necklace}" stroke-width="${f(u * 0.025)}" fill="none"/><circle cx="${f(o.hx)}" cy="${f(o.hy + 2.12 * u)}" r="${f(u * 0.05)}" fill="${o.necklace}"/>`);
  return out.join('');
}

/**
 * A bust portrait. Required: hx, hy, u, skin (SKIN preset). Optional: male, hair (style), hairColor, browColor,
 * beard ('full' | 'stubble'), glasses (colour), earrings (colour), necklace, age (0..1), look (-0.1..0.1),
 * outfit { type: 'top' | 'coat' | 'scrubs' | 'blazer', color, neck, inner, innerNeck, pin }, lip.
 */
export function bust(ctx, opts) {
  const o = { look: 0, age: 0.2, hair: 'short', hairColor: '#3a2618', outfit: { type: 'top', color: '#d8c7b0', neck: 'crew' }, ...opts };
  o.browColor = o.browColor || shade(o.hairColor, o.hairColor === HAIR_COLORS.silver || o.hairColor === HAIR_COLORS.grey ? -0.35 : -0.15);
  const u = o.u;
  const sk = o.skin;
  const out = [];
  out.push(hairBack(ctx, o));
  out.push(torso(ctx, o));
  // ears
  for (const s of [-1, 1]) {
    out.push(`<ellipse cx="${f(o.hx + s * 0.98 * u)}" cy="${f(o.hy + 0.08 * u)}" rx="${f(0.16 * u)}" ry="${f(0.26 * u)}" fill="${shade(sk.base, -0.06)}"/>`);
    if (o.earrings) out.push(`<circle cx="${f(o.hx + s * 1.0 * u)}" cy="${f(o.hy + 0.42 * u)}" r="${f(0.06 * u)}" fill="${o.earrings}"/><circle cx="${f(o.hx + s * 0.985 * u)}" cy="${f(o.hy + 0.405 * u)}" r="${f(0.02 * u)}" fill="#fff6dc"/>`);
  }
  // head
  const face = faceOutline(o);
  const fid = ctx.id('fc');
  ctx.def(`<clipPath id="${fid}"><path d="${face}"/></clipPath>`);
  out.push(`<path d="${face}" fill="${rad(ctx, o.hx - 0.35 * u, o.hy - 0.35 * u, 1.9 * u, [[0, sk.light], [0.5, sk.base], [1, sk.shadow]])}"/>`);
  const inner = [];
  inner.push(`<path d="${face}" fill="none" stroke="${sk.shadow}" stroke-width="${f(u * 0.22)}" opacity="0.45"${blur(ctx, u * 0.1)}/>`);
  for (const s of [-1, 1]) inner.push(`<ellipse cx="${f(o.hx + (s * 0.55 + o.look) * u)}" cy="${f(o.hy + 0.38 * u)}" rx="${f(0.24 * u)}" ry="${f(0.15 * u)}" fill="${mix(sk.lip, sk.base, 0.5)}" opacity="0.35"${blur(ctx, u * 0.08)}/>`);
  inner.push(beard(ctx, o));
  // smile lines
  for (const s of [-1, 1]) {
    inner.push(`<path d="M${ps(o, s * 0.3 + o.look, 0.4)} C${ps(o, s * 0.48 + o.look, 0.48)} ${ps(o, s * 0.52 + o.look, 0.62)} ${ps(o, s * 0.5 + o.look, 0.78)}" stroke="${sk.shadow}" stroke-width="${f(u * 0.03)}" fill="none" opacity="0.5"${blur(ctx, u * 0.012)}/>`);
  }
  inner.push(mouth(ctx, { cx: o.hx + o.look * u, cy: o.hy + 0.62 * u, width: 0.78 * u, skin: sk, lip: o.lip || sk.lip, context: false, turn: o.look * 2, upperFull: o.male ? 0.8 : 1.1, lowerFull: o.male ? 0.8 : 1.0, lift: 55, gloss: o.male ? 0.4 : 1 }));
  out.push(`<g clip-path="url(#${fid})">${inner.join('')}</g>`);
  out.push(nose(ctx, o));
  out.push(eyes(ctx, o));
  out.push(hairFront(ctx, o));
  out.push(glasses(o));
  return out.join('');
}
