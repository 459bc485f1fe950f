// The smile: lips, teeth, gums and the skin right around the mouth.
// Drawn in a local space where the mouth corners sit at x = ±500, y = 0, then placed with a transform.
// A "turn" warps x so one half of the mouth is foreshortened (a three-quarter view).

import { f, lin, rad, blur, mix, shade, makeRng } from './lib.mjs';

const TOOTH_SHADES = {
  veneer: ['#f3ece2', '#fffefb', '#fbfaf7', '#e4e6ea'],
  natural: ['#eadcc4', '#fbf6ec', '#f4efe6', '#dcdbd8'],
  yellow: ['#c9a86e', '#e9d6a8', '#e6d5ae', '#cfc6b0'],
};

function makeWarp(turn, lift) {
  return (x, y) => {
    const u = Math.min(1.3, Math.abs(x) / 500);
    return `${f(x + turn * (250 - (x * x) / 1000))} ${f(y - lift * Math.pow(u, 2.5) + lift * 0.35)}`;
  };
}

/** Mouth geometry for the given proportions. */
function geometry(o) {
  const itC = -78 - 8 * o.open; // upper inner edge (centre)
  const ibC = 150 + 40 * o.open; // lower inner edge (centre)
  const eC = itC + 165 * o.toothLen; // incisal edge of the centrals
  const lo = ibC + 100 * o.lowerFull; // lower lip outer edge
  const upPeak = itC - 74 * o.upperFull;
  const upBow = itC - 46 * o.upperFull;
  return {
    itC,
    ibC,
    eC,
    lo,
    upPeak,
    upBow,
    topEdge: (x) => itC + (4 - itC) * Math.pow(Math.min(1, Math.abs(x) / 475), 3),
    bottomEdge: (x) => 4 + (ibC - 4) * (1 - Math.pow(Math.min(1, Math.abs(x) / 475), 2.2)),
    edgeY: (x) => 6 + (eC - 6) * (1 - Math.pow(Math.min(1, Math.abs(x) / 490), 2.3)),
  };
}

function openingPath(p, g) {
  return (
    `M${p(-475, 4)} C${p(-330, -70)} ${p(-160, g.itC - 4)} ${p(0, g.itC)} C${p(160, g.itC - 4)} ${p(330, -70)} ${p(475, 4)}` +
    ` C${p(340, g.ibC * 0.72)} ${p(170, g.ibC)} ${p(0, g.ibC)} C${p(-170, g.ibC)} ${p(-340, g.ibC * 0.72)} ${p(-475, 4)}Z`
  );
}

function upperLipPath(p, g) {
  return (
    `M${p(-505, 0)} C${p(-430, -40)} ${p(-280, g.upPeak + 8)} ${p(-108, g.upPeak)}` +
    ` C${p(-62, g.upPeak - 2)} ${p(-28, g.upBow - 8)} ${p(0, g.upBow)}` +
    ` C${p(28, g.upBow - 8)} ${p(62, g.upPeak - 2)} ${p(108, g.upPeak)}` +
    ` C${p(280, g.upPeak + 8)} ${p(430, -40)} ${p(505, 0)}` +
    ` C${p(494, 5)} ${p(484, 6)} ${p(475, 4)}` +
    ` C${p(330, -70)} ${p(160, g.itC - 4)} ${p(0, g.itC)} C${p(-160, g.itC - 4)} ${p(-330, -70)} ${p(-475, 4)}` +
    ` C${p(-484, 6)} ${p(-494, 5)} ${p(-505, 0)}Z`
  );
}

function lowerLipPath(p, g) {
  return (
    `M${p(-505, 0)} C${p(-440, g.lo * 0.5)} ${p(-260, g.lo)} ${p(0, g.lo)} C${p(260, g.lo)} ${p(440, g.lo * 0.5)} ${p(505, 0)}` +
    ` C${p(494, 6)} ${p(484, 7)} ${p(475, 4)}` +
    ` C${p(340, g.ibC * 0.72)} ${p(170, g.ibC)} ${p(0, g.ibC)} C${p(-170, g.ibC)} ${p(-340, g.ibC * 0.72)} ${p(-475, 4)}` +
    ` C${p(-484, 7)} ${p(-494, 6)} ${p(-505, 0)}Z`
  );
}

/** One tooth outline: arched top (into the gum), straight-ish sides, incisal edge by kind. */
function toothPath(p, t) {
  const { x0, x1, top, bottom, kind } = t;
  const w = x1 - x0;
  const mid = (x0 + x1) / 2;
  const sideTop = top + w * 0.34;
  const rL = w * (t.mesialLeft ? t.rm : t.rd);
  const rR = w * (t.mesialLeft ? t.rd : t.rm);
  let d = `M${p(x0 + w * 0.05, sideTop)} C${p(x0 + w * 0.12, top)} ${p(x1 - w * 0.12, top)} ${p(x1 - w * 0.05, sideTop)}`;
  if (kind >= 2) {
    const tip = bottom + w * (kind === 2 ? 0.16 : 0.08);
    d += ` L${p(x1, bottom - rR)} C${p(x1, bottom - rR * 0.2)} ${p(mid + w * 0.22, bottom + w * 0.06)} ${p(mid, tip)}`;
    d += ` C${p(mid - w * 0.22, bottom + w * 0.06)} ${p(x0, bottom - rL * 0.2)} ${p(x0, bottom - rL)}Z`;
    return d;
  }
  if (t.chip === 'right') {
    d += ` L${p(x1, bottom - w * 0.42)} L${p(x1 - w * 0.16, bottom - w * 0.2)} L${p(x1 - w * 0.3, bottom - w * 0.05)} L${p(x1 - w * 0.42, bottom)}`;
  } else {
    d += ` L${p(x1, bottom - rR)} C${p(x1, bottom - rR * 0.35)} ${p(x1 - rR * 0.35, bottom)} ${p(x1 - rR, bottom)}`;
  }
  if (t.chip === 'left') {
    d += ` L${p(x0 + w * 0.42, bottom)} L${p(x0 + w * 0.3, bottom - w * 0.05)} L${p(x0 + w * 0.16, bottom - w * 0.2)} L${p(x0, bottom - w * 0.42)}Z`;
  } else {
    d += ` L${p(x0 + rL, bottom + w * 0.02)} C${p(x0 + rL * 0.35, bottom)} ${p(x0, bottom - rL * 0.35)} ${p(x0, bottom - rL)}Z`;
  }
  return d;
}

/** Lay out the upper arch: returns tooth descriptors from the back-left to the back-right. */
function upperTeeth(g, o, frng) {
  const fl = o.flaws;
  const base = [118, 95, 80, 62, 50, 42];
  const rm = [0.14, 0.2, 0.3, 0.3, 0.32, 0.34];
  const rd = [0.24, 0.3, 0.3, 0.3, 0.32, 0.34];
  const lenOff = [0, -10, 2, -4, -8, -12];
  const teeth = [];
  for (const s of [-1, 1]) {
    let x = s * (fl ? 1 + 7 * fl.gaps : 1);
    for (let i = 0; i < base.length; i++) {
      let w = base[i] * o.widthScale;
      if (fl) w *= 1 + (frng.next() - 0.5) * 0.14 * fl.uneven;
      const x0 = s < 0 ? x - w : x;
      const x1 = s < 0 ? x : x + w;
      const mid = (x0 + x1) / 2;
      let bottom = g.edgeY(mid) + lenOff[i] * (o.ideal ? 0.6 : 1);
      if (fl) bottom += (frng.next() - 0.5) * 30 * fl.uneven;
      const top = g.topEdge(mid) + o.gum;
      teeth.push({ i, s, x0, x1, top, bottom, kind: i < 2 ? i : i === 2 ? 2 : 3, rm: rm[i], rd: rd[i], mesialLeft: s > 0 });
      const gap = 1.1 + (fl ? fl.gaps * (i < 2 ? 8 + frng.next() * 9 : frng.next() * 6) : 0);
      x += s * (w + gap);
    }
  }
  return teeth;
}

function lowerTeeth(g, o) {
  const base = [58, 60, 66, 60, 52, 44];
  const teeth = [];
  for (const s of [-1, 1]) {
    let x = s * 1;
    for (let i = 0; i < base.length; i++) {
      const w = base[i] * o.widthScale;
      const x0 = s < 0 ? x - w : x;
      const x1 = s < 0 ? x : x + w;
      const mid = (x0 + x1) / 2;
      teeth.push({ i, s, x0, x1, top: g.edgeY(mid) - 16, bottom: g.bottomEdge(mid) + 40 });
      x += s * (w + 1.4);
    }
  }
  return teeth;
}

function lowerToothPath(p, t) {
  const { x0, x1, top, bottom } = t;
  const w = x1 - x0;
  const r = w * 0.18;
  return (
    `M${p(x0, bottom)} L${p(x0, top + r)} C${p(x0, top + r * 0.3)} ${p(x0 + r * 0.3, top)} ${p(x0 + r, top)}` +
    ` L${p(x1 - r, top)} C${p(x1 - r * 0.3, top)} ${p(x1, top + r * 0.3)} ${p(x1, top + r)} L${p(x1, bottom)}Z`
  );
}

/**
 * Draws a mouth. Options:
 *  cx, cy, width (px between the corners), rot (deg), turn (-0.35..0.35),
 *  skin: SKIN preset, lip: colour, upperFull, lowerFull, open, toothLen, gum (px, + shows gum),
 *  shade: 'veneer' | 'natural', flaws: { yellow, stain, gaps, uneven, crowd, chip } (0..1), flawSeed,
 *  context: whether to draw the skin details (smile lines, shadows) around the mouth.
 */
export function mouth(ctx, opts) {
  const o = {
    rot: 0,
    turn: 0,
    upperFull: 1.25,
    lowerFull: 1,
    open: 0.7,
    toothLen: 1.32,
    lift: 42,
    widthScale: 1,
    gum: -4,
    shade: 'veneer',
    flaws: null,
    context: true,
    gloss: 1,
    ...opts,
  };
  o.ideal = !o.flaws;
  const p = makeWarp(o.turn, o.lift);
  const g = geometry(o);
  const frng = makeRng(`${ctx.seed}|${o.flawSeed || 'teeth'}`);
  const sk = o.skin;
  const lip = o.lip || sk.lip;
  const s = o.width / 1000;
  const out = [];

  // ---- skin context ----
  if (o.context) {
    out.push(
      `<ellipse cx="0" cy="${f(g.lo + 55)}" rx="300" ry="58" fill="${sk.shadow}" opacity="0.5"${blur(ctx, 26)}/>`,
      `<ellipse cx="0" cy="${f(g.lo + 230)}" rx="230" ry="110" fill="${sk.light}" opacity="0.55"${blur(ctx, 50)}/>`,
    );
    for (const side of [-1, 1]) {
      const nl = `M${p(side * 430, -330)} C${p(side * 560, -240)} ${p(side * 620, -60)} ${p(side * 600, 140)}`;
      out.push(
        `<path d="${nl}" stroke="${sk.shadow}" stroke-width="44" fill="none" opacity="0.24" stroke-linecap="round"${blur(ctx, 26)}/>`,
        `<ellipse cx="${p(side * 700, -190).split(' ')[0]}" cy="-190" rx="170" ry="120" fill="${sk.light}" opacity="0.5"${blur(ctx, 45)}/>`,
        `<circle cx="${p(side * 512, 0).split(' ')[0]}" cy="2" r="20" fill="${shade(sk.shadow, -0.35)}" opacity="0.55"${blur(ctx, 9)}/>`,
        // the cheek bulging around the corner of a smile
        `<path d="M${p(side * 470, -150)} C${p(side * 560, -90)} ${p(side * 575, 60)} ${p(side * 500, 150)}" stroke="${sk.shadow}" stroke-width="16" fill="none" opacity="0.3" stroke-linecap="round"${blur(ctx, 10)}/>`,
        `<path d="M${p(side * 500, -170)} C${p(side * 600, -100)} ${p(side * 615, 60)} ${p(side * 540, 160)}" stroke="${sk.light}" stroke-width="22" fill="none" opacity="0.35" stroke-linecap="round"${blur(ctx, 12)}/>`,
      );
    }
    out.push(
      `<path d="M${p(-48, g.upBow - 10)} L${p(-36, g.upBow - 190)} M${p(48, g.upBow - 10)} L${p(36, g.upBow - 190)}" stroke="${sk.light}" stroke-width="18" opacity="0.55" stroke-linecap="round"${blur(ctx, 9)}/>`,
      `<ellipse cx="${p(0, g.upBow - 95).split(' ')[0]}" cy="${f(g.upBow - 95)}" rx="26" ry="85" fill="${sk.shadow}" opacity="0.28"${blur(ctx, 14)}/>`,
    );
  }

  // ---- lip halo (soft edge into the skin) ----
  const upper = upperLipPath(p, g);
  const lower = lowerLipPath(p, g);
  const opening = openingPath(p, g);
  out.push(`<path d="${upper} ${lower}" fill="${mix(lip, sk.shadow, 0.5)}" stroke="${mix(lip, sk.shadow, 0.5)}" stroke-width="8" opacity="0.3"${blur(ctx, 5)}/>`);

  // ---- mouth interior ----
  const clipId = ctx.id('mo');
  ctx.def(`<clipPath id="${clipId}"><path d="${opening}"/></clipPath>`);
  const inner = [];
  inner.push(`<path d="${opening}" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#4a1f1c'], [0.5, '#2a100e'], [1, '#3b1816']])}"/>`);
  // gum band along the top
  const gumCol = mix('#d98a86', lip, 0.25);
  const gumPath = `M${p(-500, -140)} L${p(500, -140)} L${p(500, 20)} C${p(330, -40 + o.gum)} ${p(160, g.itC + 40 + o.gum)} ${p(0, g.itC + 42 + o.gum)} C${p(-160, g.itC + 40 + o.gum)} ${p(-330, -40 + o.gum)} ${p(-500, 20)}Z`;
  inner.push(`<path d="${gumPath}" fill="${lin(ctx, 0, 0, 0, 1, [[0, shade(gumCol, -0.15)], [1, gumCol]])}"/>`);

  // shade colours
  let cols = TOOTH_SHADES[o.shade] || TOOTH_SHADES.veneer;
  if (o.flaws && o.flaws.yellow) cols = cols.map((c, i) => mix(c, TOOTH_SHADES.yellow[i], o.flaws.yellow));
  const body = lin(ctx, 0, 0, 0, 1, [[0, cols[0]], [0.32, cols[1]], [0.8, cols[2]], [1, cols[3]]]);
  const side = lin(ctx, 0, 0, 1, 0, [[0, '#7a6250', 0.38], [0.16, '#7a6250', 0], [0.84, '#7a6250', 0], [1, '#7a6250', 0.38]]);
  const lowerBody = lin(ctx, 0, 0, 0, 1, [[0, mix(cols[3], cols[1], 0.3)], [0.25, cols[2]], [1, cols[0]]]);

  // lower teeth
  for (const t of lowerTeeth(g, o)) {
    const d = lowerToothPath(p, t);
    const depth = [0.22, 0.26, 0.32, 0.42, 0.52, 0.62][t.i];
    inner.push(`<path d="${d}" fill="${lowerBody}"/><path d="${d}" fill="${side}"/><path d="${d}" fill="#3a2418" opacity="${depth}"/>`);
  }
  // shadow cast by the upper teeth on the lower ones
  inner.push(
    `<path d="M${p(-480, g.edgeY(-480))} ${[...Array(13)].map((_, k) => { const x = -480 + k * 80; return `L${p(x, g.edgeY(x) + 8)}`; }).join(' ')} L${p(480, g.edgeY(480) + 30)} L${p(-480, g.edgeY(-480) + 30)}Z" fill="#1c0b09" opacity="0.7"${blur(ctx, 9)}/>`,
  );

  // upper teeth, drawn back to front so the centrals overlap
  let upperList = upperTeeth(g, o, frng);
  if (o.flaws && o.flaws.crowd) {
    const victim = upperList.find((t) => t.i === 1 && t.s === (frng.next() < 0.5 ? -1 : 1));
    const shift = 16 * o.flaws.crowd;
    victim.x0 += victim.s * -shift * 0.2;
    victim.x1 += victim.s * -shift;
    victim.top -= 4;
    victim.bottom -= 8;
    victim.crowded = true;
    for (const t of upperList) if (t.s === victim.s && t.i > 1) { t.x0 -= victim.s * shift; t.x1 -= victim.s * shift; }
  }
  if (o.flaws && o.flaws.chip) {
    const c = upperList.find((t) => t.i === 0 && t.s === 1);
    c.chip = 'left';
    const l = upperList.find((t) => t.i === 1 && t.s === -1);
    l.chip = 'left';
    l.bottom -= 6;
  }
  upperList = upperList.sort((a, b) => (b.crowded ? 1 : 0) - (a.crowded ? 1 : 0) || b.i - a.i);
  for (const t of upperList) {
    const d = toothPath(p, t);
    const depth = [0, 0.04, 0.1, 0.2, 0.3, 0.42][t.i] + (t.crowded ? 0.12 : 0);
    inner.push(`<path d="${d}" fill="${body}"/><path d="${d}" fill="${side}"/>`);
    if (depth > 0) inner.push(`<path d="${d}" fill="#4a3020" opacity="${depth}"/>`);
    const w = t.x1 - t.x0;
    const h = t.bottom - t.top;
    const hx = t.x0 + w * (t.s < 0 ? 0.58 : 0.42);
    if (t.i < 4) {
      inner.push(
        `<ellipse cx="${p(hx, 0).split(' ')[0]}" cy="${f(t.top + h * 0.46)}" rx="${f(w * 0.15)}" ry="${f(h * 0.26)}" fill="#ffffff" opacity="${f([0.75, 0.6, 0.45, 0.25][t.i])}"${blur(ctx, 6)}/>`,
      );
    }
    if (o.flaws && o.flaws.stain) {
      const st = o.flaws.stain;
      const sc = mix('#8a5526', '#5b3518', frng.next());
      inner.push(
        `<ellipse cx="${p((t.x0 + t.x1) / 2, 0).split(' ')[0]}" cy="${f(t.top + h * 0.22)}" rx="${f(w * 0.42)}" ry="${f(h * 0.14)}" fill="${sc}" opacity="${f(st * (0.25 + frng.next() * 0.35))}"${blur(ctx, 7)}/>`,
      );
      if (frng.next() < 0.6 * st) {
        const ex = t.s < 0 ? t.x1 : t.x0;
        inner.push(`<ellipse cx="${p(ex, 0).split(' ')[0]}" cy="${f(t.top + h * (0.35 + frng.next() * 0.4))}" rx="${f(w * 0.1)}" ry="${f(h * 0.22)}" fill="#6a3c18" opacity="${f(st * 0.55)}"${blur(ctx, 4)}/>`);
      }
    }
  }
  // inner shadow at the lip edges and darker buccal corridors
  inner.push(`<path d="${opening}" fill="none" stroke="#2a0f0c" stroke-width="46" opacity="0.55"${blur(ctx, 14)}/>`);
  inner.push(`<path d="M${p(-500, g.itC - 30)} C${p(-200, g.itC - 40)} ${p(200, g.itC - 40)} ${p(500, g.itC - 30)}" stroke="#3a1712" stroke-width="40" opacity="0.45" fill="none"${blur(ctx, 12)}/>`);
  const bc = rad(ctx, 0, 40, 500, [[0.5, '#1a0807', 0], [0.82, '#1a0807', 0.45], [1, '#1a0807', 0.85]], { transform: 'translate(0 24) scale(1 0.5)' });
  inner.push(`<path d="${opening}" fill="${bc}" transform="translate(${f(o.turn * 250)} 0)"/>`);
  out.push(`<g clip-path="url(#${clipId})">${inner.join('')}</g>`);

  // ---- lips ----
  const upFill = lin(ctx, 0, g.upPeak - 10, 0, g.itC, [[0, shade(lip, -0.02)], [0.55, shade(lip, -0.12)], [1, shade(lip, -0.32)]], true);
  const loFill = lin(ctx, 0, g.ibC, 0, g.lo, [[0, shade(lip, -0.35)], [0.2, shade(lip, -0.08)], [0.5, shade(lip, 0.06)], [0.85, lip], [1, shade(lip, -0.12)]], true);
  out.push(`<path d="${upper}" fill="${upFill}"/>`, `<path d="${lower}" fill="${loFill}"/>`);
  // vermilion border highlight on the upper lip
  out.push(
    `<path d="M${p(-420, -42)} C${p(-280, g.upPeak + 6)} ${p(-150, g.upPeak - 2)} ${p(-108, g.upPeak - 1)} C${p(-62, g.upPeak - 3)} ${p(-28, g.upBow - 9)} ${p(0, g.upBow - 1)} C${p(28, g.upBow - 9)} ${p(62, g.upPeak - 3)} ${p(108, g.upPeak - 1)} C${p(150, g.upPeak - 2)} ${p(280, g.upPeak + 6)} ${p(420, -42)}" stroke="${sk.light}" stroke-width="6" fill="none" opacity="0.5"${blur(ctx, 2.5)}/>`,
  );
  // lip texture: fine vertical creases on the lower lip
  const creases = [];
  const cr = makeRng(`${ctx.seed}|lipcrease`);
  for (let k = 0; k < 26; k++) {
    const x = -330 + k * 26 + cr.range(-8, 8);
    const yTop = g.bottomEdge(x) + 10;
    const yBot = yTop + (g.lo - g.ibC) * cr.range(0.45, 0.8) * (1 - Math.pow(Math.abs(x) / 500, 2));
    creases.push(`M${p(x, yTop)} Q${p(x * 1.04, (yTop + yBot) / 2)} ${p(x * 1.02, yBot)}`);
  }
  out.push(`<path d="${creases.join(' ')}" stroke="${shade(lip, -0.4)}" stroke-width="2.2" opacity="0.16" fill="none"/>`);
  // gloss
  const glossY = g.ibC + (g.lo - g.ibC) * 0.46;
  out.push(
    `<ellipse cx="${p(-40, 0).split(' ')[0]}" cy="${f(glossY)}" rx="190" ry="${f((g.lo - g.ibC) * 0.2)}" fill="#fff4ee" opacity="${f(0.32 * o.gloss)}"${blur(ctx, 12)}/>`,
    `<ellipse cx="${p(-70, 0).split(' ')[0]}" cy="${f(glossY - 4)}" rx="70" ry="${f((g.lo - g.ibC) * 0.07)}" fill="#ffffff" opacity="${f(0.45 * o.gloss)}"${blur(ctx, 4)}/>`,
    `<ellipse cx="${p(-150, 0).split(' ')[0]}" cy="${f(g.upPeak + 26)}" rx="60" ry="9" fill="#fff4ee" opacity="${f(0.22 * o.gloss)}"${blur(ctx, 5)}/>`,
    `<ellipse cx="${p(150, 0).split(' ')[0]}" cy="${f(g.upPeak + 26)}" rx="60" ry="9" fill="#fff4ee" opacity="${f(0.16 * o.gloss)}"${blur(ctx, 5)}/>`,
  );

  return `<g transform="translate(${f(o.cx)} ${f(o.cy)}) rotate(${f(o.rot)}) scale(${s.toFixed(4)})">${out.join('')}</g>`;
}

/** Simple flaw presets for "before" pictures. */
export function flawPreset(n) {
  return [
    { yellow: 0.75, stain: 0.8, gaps: 0.2, uneven: 0.9, crowd: 1, chip: true },
    { yellow: 0.55, stain: 0.5, gaps: 1, uneven: 0.7, crowd: 0, chip: false },
    { yellow: 0.9, stain: 1, gaps: 0.4, uneven: 1, crowd: 0.6, chip: true },
  ][n % 3];
}
