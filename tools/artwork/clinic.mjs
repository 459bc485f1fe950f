// The clinic as architectural illustration: reception with the waterfront skyline, treatment room,
// consultation room, and a flat-lay of instruments. Rooms are drawn in a 1600×1000 space and reused
// (blurred) behind the video posters.

import { P, SKIN, f, lin, rad, blur, goldGrad, vignette, sparkle, star, makeRng } from './lib.mjs';
import { mouth } from './smile.mjs';

const W = 1600;
const H = 1000;

// ---------- shared pieces ----------

/** One-point perspective shell: back wall rectangle, floor, ceiling, side walls. */
function shell(ctx, o) {
  const [x0, y0, x1, y1] = o.back;
  const out = [`<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${lin(ctx, 0, 0, 0, 1, [[0, o.wall || '#f4eee5'], [1, o.wallLow || '#ebe2d4']])}"/>`];
  out.push(`<path d="M0 0 H${W} L${x1} ${y0} H${x0}Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#f7f3ec'], [1, '#efe8dd']])}"/>`);
  out.push(`<path d="M0 0 L${x0} ${y0} V${y1} L0 ${H}Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, o.side || '#ece3d5'], [1, o.sideFar || '#f4eee5']])}"/>`);
  out.push(`<path d="M${W} 0 L${x1} ${y0} V${y1} L${W} ${H}Z" fill="${lin(ctx, 1, 0, 0, 0, [[0, o.side || '#e6dccc'], [1, o.sideFar || '#f1eae0']])}"/>`);
  out.push(`<path d="M0 ${H} L${x0} ${y1} H${x1} L${W} ${H}Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, o.floorFar || '#e4d6c2'], [1, o.floor || '#d6c3a8']])}"/>`);
  // floor boards converging on the vanishing point
  const vx = (x0 + x1) / 2;
  const lines = [];
  for (let k = -10; k <= 10; k++) {
    const bx = vx + k * 160;
    const fx = vx + ((x1 - x0) / 2) * (k / 10) * 1;
    lines.push(`M${f(fx)} ${y1} L${f(bx)} ${H}`);
  }
  out.push(`<path d="${lines.join(' ')}" stroke="#b9a384" stroke-width="1.2" opacity="0.35"/>`);
  // ceiling light lines
  out.push(`<path d="M${f(W * 0.3)} 0 L${f(x0 + (x1 - x0) * 0.35)} ${y0} M${f(W * 0.7)} 0 L${f(x0 + (x1 - x0) * 0.65)} ${y0}" stroke="#fff7e6" stroke-width="6" opacity="0.9"/>`);
  out.push(`<path d="M${x0} ${y0} H${x1} M${x0} ${y1} H${x1}" stroke="#d8ccba" stroke-width="1.5"/>`);
  return out.join('');
}

/** The Belgrade waterfront seen through glass: sky, river, towers and a cable-stayed bridge. */
export function skyline(ctx, x, y, w, h, mood = 'day') {
  const rng = makeRng(`${ctx.seed}|skyline`);
  const out = [];
  const sky = mood === 'dusk' ? [[0, '#e9c9a0'], [0.6, '#f3dcc0'], [1, '#f7e7d2']] : [[0, '#dfe6e6'], [0.55, '#f1ece2'], [1, '#f6e9d6']];
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(ctx, 0, 0, 0, 1, sky)}"/>`);
  out.push(`<circle cx="${f(x + w * 0.72)}" cy="${f(y + h * 0.32)}" r="${f(h * 0.5)}" fill="${rad(ctx, x + w * 0.72, y + h * 0.32, h * 0.5, [[0, '#fff3d8', 0.9], [1, '#fff3d8', 0]])}"/>`);
  const water = y + h * 0.72;
  // far buildings
  let bx = x - 20;
  const far = [];
  while (bx < x + w) {
    const bw = rng.range(30, 80);
    const bh = rng.range(h * 0.08, h * 0.22);
    far.push(`M${f(bx)} ${f(water)} V${f(water - bh)} H${f(bx + bw)} V${f(water)}Z`);
    bx += bw + rng.range(2, 14);
  }
  out.push(`<path d="${far.join(' ')}" fill="#d9cbb8" opacity="0.8"/>`);
  // waterfront towers (the tall one slightly twisted)
  const towers = [
    [0.18, 0.09, 0.38],
    [0.29, 0.07, 0.3],
    [0.4, 0.06, 0.42],
    [0.58, 0.08, 0.34],
    [0.67, 0.06, 0.27],
  ];
  for (const [tx, tw, th] of towers) {
    const X = x + w * tx;
    const Wt = w * tw;
    out.push(`<path d="M${f(X)} ${f(water)} V${f(water - h * th)} H${f(X + Wt)} V${f(water)}Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#c9b7a0'], [1, '#b3a08a']])}"/>`);
    const rows = [];
    for (let r = water - h * th + 8; r < water - 4; r += 9) rows.push(`M${f(X + 3)} ${f(r)} H${f(X + Wt - 3)}`);
    out.push(`<path d="${rows.join(' ')}" stroke="#efe4d3" stroke-width="1.2" opacity="0.55"/>`);
  }
  const tX = x + w * 0.49;
  out.push(`<path d="M${f(tX)} ${f(water)} C${f(tX - 4)} ${f(water - h * 0.3)} ${f(tX + 6)} ${f(water - h * 0.5)} ${f(tX + 4)} ${f(water - h * 0.62)} L${f(tX + w * 0.05)} ${f(water - h * 0.6)} C${f(tX + w * 0.055)} ${f(water - h * 0.45)} ${f(tX + w * 0.045)} ${f(water - h * 0.25)} ${f(tX + w * 0.05)} ${f(water)}Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#cdb48e'], [0.5, '#e2c995'], [1, '#a88f6e']])}"/>`);
  // bridge: pylon and cables
  const bX = x + w * 0.86;
  const deck = water - h * 0.04;
  out.push(`<path d="M${f(bX - 6)} ${f(water)} L${f(bX)} ${f(water - h * 0.48)} L${f(bX + 6)} ${f(water)}Z" fill="#b7a48b"/>`);
  const cables = [];
  for (let k = 1; k <= 8; k++) {
    cables.push(`M${f(bX)} ${f(water - h * 0.46 + k * 3)} L${f(bX - k * w * 0.028)} ${f(deck)} M${f(bX)} ${f(water - h * 0.46 + k * 3)} L${f(bX + k * w * 0.028)} ${f(deck)}`);
  }
  out.push(`<path d="${cables.join(' ')}" stroke="#b7a48b" stroke-width="1.1" opacity="0.8"/>`);
  out.push(`<rect x="${f(x + w * 0.55)}" y="${f(deck)}" width="${f(w * 0.5)}" height="4" fill="#a99478"/>`);
  // river with reflections
  out.push(`<rect x="${x}" y="${f(water)}" width="${w}" height="${f(y + h - water)}" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#cfd3cc'], [1, '#e3ddd0']])}"/>`);
  const ref = [];
  for (let k = 0; k < 30; k++) {
    const rx = x + rng.range(0, w);
    const ry = water + rng.range(4, y + h - water - 4);
    ref.push(`M${f(rx)} ${f(ry)} h${f(rng.range(10, 60))}`);
  }
  out.push(`<path d="${ref.join(' ')}" stroke="#fff8ea" stroke-width="2" opacity="0.6"/>`);
  return out.join('');
}

function pendant(ctx, x, y, r, len) {
  const gg = goldGrad(ctx);
  return (
    `<path d="M${x} 0 V${y - r}" stroke="#8a7a66" stroke-width="1.5"/>` +
    `<circle cx="${x}" cy="${y + r * 0.7}" r="${f(r * 3)}" fill="${rad(ctx, x, y + r * 0.7, r * 3, [[0, '#fff2d2', 0.55], [1, '#fff2d2', 0]])}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${f(r * 0.3)}" fill="none" stroke="${gg}" stroke-width="${f(r * 0.12)}"/>` +
    `<ellipse cx="${x}" cy="${f(y + r * 0.12)}" rx="${f(r * 0.75)}" ry="${f(r * 0.12)}" fill="#fff6e0" opacity="0.9"/>` +
    (len ? '' : '')
  );
}

function plant(ctx, x, y, s) {
  const rng = makeRng(`${ctx.seed}|plant${x}`);
  const out = [];
  out.push(`<path d="M${f(x - 40 * s)} ${f(y)} L${f(x - 32 * s)} ${f(y + 110 * s)} H${f(x + 32 * s)} L${f(x + 40 * s)} ${f(y)}Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#2a2a2e'], [1, '#3c3a3c']])}"/>`);
  out.push(`<rect x="${f(x - 42 * s)}" y="${f(y - 4 * s)}" width="${f(84 * s)}" height="${f(8 * s)}" fill="${goldGrad(ctx)}"/>`);
  for (let k = 0; k < 11; k++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const len = rng.range(140, 260) * s;
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const mx = x + Math.cos(a) * len * 0.5 + rng.range(-20, 20) * s;
    const my = y + Math.sin(a) * len * 0.5;
    out.push(`<path d="M${f(x)} ${f(y)} Q${f(mx - 25 * s)} ${f(my)} ${f(ex)} ${f(ey)} Q${f(mx + 25 * s)} ${f(my)} ${f(x)} ${f(y)}Z" fill="${k % 2 ? '#6f7a5a' : '#59644a'}" opacity="0.92"/>`);
  }
  return out.join('');
}

function floorShadow(ctx, cx, cy, rx, ry, a = 0.25) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#5a4630" opacity="${a}"${blur(ctx, 18)}/>`;
}

// ---------- rooms ----------

export function reception(ctx) {
  const back = [330, 170, 1270, 690];
  const out = [shell(ctx, { back })];
  // window wall
  out.push(skyline(ctx, back[0], back[1], back[2] - back[0], back[3] - back[1] - 40, 'dusk'));
  const mull = [];
  for (let k = 1; k < 5; k++) mull.push(`M${f(back[0] + ((back[2] - back[0]) * k) / 5)} ${back[1]} V${back[3] - 40}`);
  out.push(`<path d="${mull.join(' ')}" stroke="#3a3632" stroke-width="6"/>`);
  out.push(`<rect x="${back[0]}" y="${back[3] - 40}" width="${back[2] - back[0]}" height="40" fill="#e9e0d2"/>`);
  out.push(`<rect x="${back[0]}" y="${back[1]}" width="${back[2] - back[0]}" height="${back[3] - back[1] - 40}" fill="none" stroke="#3a3632" stroke-width="8"/>`);
  out.push(`<rect x="${back[0]}" y="${back[1]}" width="${back[2] - back[0]}" height="${back[3] - back[1]}" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#ffffff', 0.25], [0.5, '#ffffff', 0], [0.7, '#ffffff', 0.18], [1, '#ffffff', 0]])}"/>`);
  // light pool on the floor
  out.push(`<path d="M${back[0]} ${back[3]} H${back[2]} L1500 1000 H120Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#fff1d6', 0.55], [1, '#fff1d6', 0]])}"/>`);
  // lounge chairs on the right
  for (const [cx, cy, s] of [[1220, 800, 1], [1420, 860, 1.15]]) {
    out.push(floorShadow(ctx, cx, cy + 70 * s, 130 * s, 22 * s));
    out.push(`<path d="M${cx - 110 * s} ${cy + 60 * s} C${cx - 120 * s} ${cy - 60 * s} ${cx - 90 * s} ${cy - 120 * s} ${cx} ${cy - 120 * s} C${cx + 90 * s} ${cy - 120 * s} ${cx + 120 * s} ${cy - 60 * s} ${cx + 110 * s} ${cy + 60 * s}Z" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#efe3cf'], [1, '#cdb89a']])}"/>`);
    out.push(`<path d="M${cx - 100 * s} ${cy + 10 * s} Q${cx} ${cy - 20 * s} ${cx + 100 * s} ${cy + 10 * s} L${cx + 105 * s} ${cy + 55 * s} H${cx - 105 * s}Z" fill="#e6d7bf"/>`);
    out.push(`<path d="M${cx - 80 * s} ${cy + 60 * s} v${20 * s} M${cx + 80 * s} ${cy + 60 * s} v${20 * s}" stroke="${P.gold1}" stroke-width="${4 * s}"/>`);
  }
  // curved reception desk
  out.push(floorShadow(ctx, 640, 905, 360, 36, 0.32));
  out.push(`<path d="M300 700 C300 660 980 660 980 700 V880 C980 930 300 930 300 880Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#1f1f22'], [0.45, '#34343a'], [1, '#161618']])}"/>`);
  out.push(`<path d="M290 700 C290 650 990 650 990 700 C990 722 290 722 290 700Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#f3ede3'], [1, '#dcd2c2']])}"/>`);
  out.push(`<path d="M300 800 C300 840 980 840 980 800" stroke="${goldGrad(ctx)}" stroke-width="5" fill="none"/>`);
  // brand mark on the desk
  out.push(star(640, 770, 40, goldGrad(ctx)));
  // orchid on the desk
  out.push(`<path d="M820 690 Q830 600 860 560" stroke="#5d6a4a" stroke-width="3" fill="none"/>`);
  for (const [px, py] of [[860, 560], [846, 585], [836, 612]]) out.push(`<circle cx="${px}" cy="${py}" r="11" fill="#fbf6ef"/><circle cx="${px}" cy="${py}" r="3" fill="${P.gold1}"/>`);
  out.push(`<rect x="805" y="670" width="40" height="24" rx="4" fill="#2a2a2e"/>`);
  out.push(plant(ctx, 150, 760, 1.3));
  for (const [x, y, r] of [[560, 120, 38], [800, 150, 44], [1040, 120, 38]]) out.push(pendant(ctx, x, y, r));
  return out.join('');
}

export function dentalChair(ctx, x, y, s = 1) {
  const cream = lin(ctx, 0, 0, 1, 1, [[0, '#fbf7f0'], [1, '#ddd2c1']]);
  const dark = lin(ctx, 0, 0, 1, 0, [[0, '#2a2a2e'], [1, '#18181a']]);
  const S = (v) => f(v * s);
  return (
    floorShadow(ctx, x + 40 * s, y + 210 * s, 330 * s, 34 * s, 0.35) +
    `<path d="M${f(x - 60 * s)} ${f(y + 210 * s)} h${S(160)} l${S(-20)} ${S(-150)} h${S(-120)}Z" fill="${dark}"/>` +
    `<rect x="${f(x - 110 * s)}" y="${f(y + 195 * s)}" width="${S(260)}" height="${S(22)}" rx="${S(10)}" fill="#2f2f34"/>` +
    // seat + leg rest
    `<path d="M${f(x - 170 * s)} ${f(y + 40 * s)} C${f(x - 60 * s)} ${f(y + 70 * s)} ${f(x + 80 * s)} ${f(y + 70 * s)} ${f(x + 260 * s)} ${f(y + 30 * s)} L${f(x + 300 * s)} ${f(y + 70 * s)} C${f(x + 120 * s)} ${f(y + 120 * s)} ${f(x - 60 * s)} ${f(y + 120 * s)} ${f(x - 180 * s)} ${f(y + 90 * s)}Z" fill="${cream}"/>` +
    // backrest reclined
    `<path d="M${f(x - 175 * s)} ${f(y + 45 * s)} L${f(x - 330 * s)} ${f(y - 80 * s)} C${f(x - 350 * s)} ${f(y - 96 * s)} ${f(x - 330 * s)} ${f(y - 130 * s)} ${f(x - 300 * s)} ${f(y - 115 * s)} L${f(x - 130 * s)} ${f(y + 5 * s)}Z" fill="${cream}"/>` +
    `<path d="M${f(x - 345 * s)} ${f(y - 118 * s)} C${f(x - 380 * s)} ${f(y - 140 * s)} ${f(x - 365 * s)} ${f(y - 185 * s)} ${f(x - 330 * s)} ${f(y - 165 * s)} L${f(x - 305 * s)} ${f(y - 140 * s)}Z" fill="${cream}"/>` +
    `<path d="M${f(x - 170 * s)} ${f(y + 92 * s)} C${f(x - 60 * s)} ${f(y + 122 * s)} ${f(x + 120 * s)} ${f(y + 122 * s)} ${f(x + 300 * s)} ${f(y + 72 * s)}" stroke="${P.gold1}" stroke-width="${S(4)}" fill="none"/>` +
    // arm rest
    `<path d="M${f(x - 60 * s)} ${f(y + 20 * s)} h${S(120)}" stroke="#2f2f34" stroke-width="${S(14)}" stroke-linecap="round"/>`
  );
}

function operatingLamp(ctx, x, y, s = 1) {
  const S = (v) => f(v * s);
  return (
    `<path d="M${f(x + 220 * s)} 0 V${f(y - 160 * s)} L${f(x + 40 * s)} ${f(y - 90 * s)} L${f(x)} ${f(y - 20 * s)}" stroke="#d9d1c5" stroke-width="${S(14)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${S(90)}" ry="${S(40)}" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#f4efe7'], [1, '#cfc6b8']])}"/>` +
    `<ellipse cx="${x}" cy="${f(y + 12 * s)}" rx="${S(70)}" ry="${S(22)}" fill="#fff8e6"/>` +
    `<path d="M${f(x - 70 * s)} ${f(y + 14 * s)} L${f(x - 300 * s)} ${f(y + 420 * s)} L${f(x + 220 * s)} ${f(y + 420 * s)} L${f(x + 70 * s)} ${f(y + 14 * s)}Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#fff4da', 0.4], [1, '#fff4da', 0]])}"/>`
  );
}

function cabinets(ctx, x0, y0, x1, y1, vx, vy) {
  // cabinets along the right wall, in perspective towards (vx, vy)
  const out = [];
  const lerp = (a, b, t) => a + (b - a) * t;
  const fronts = [];
  const n = 4;
  for (let k = 0; k < n; k++) {
    const t0 = k / n;
    const t1 = (k + 1) / n;
    const ax = lerp(x0, x1, t0);
    const bx = lerp(x0, x1, t1);
    const topA = lerp(y0, vy + (y0 - vy) * ((x1 - vx) / (x0 - vx)), t0);
    const topB = lerp(y0, vy + (y0 - vy) * ((x1 - vx) / (x0 - vx)), t1);
    const botA = lerp(y1, vy + (y1 - vy) * ((x1 - vx) / (x0 - vx)), t0);
    const botB = lerp(y1, vy + (y1 - vy) * ((x1 - vx) / (x0 - vx)), t1);
    fronts.push(`<path d="M${f(ax)} ${f(topA)} L${f(bx)} ${f(topB)} L${f(bx)} ${f(botB)} L${f(ax)} ${f(botA)}Z" fill="${k % 2 ? '#f2ece2' : '#ece4d8'}" stroke="#d2c6b4" stroke-width="1.5"/>`);
    fronts.push(`<path d="M${f(ax + 12)} ${f(lerp(topA, botA, 0.2))} L${f(ax + 12)} ${f(lerp(topA, botA, 0.45))}" stroke="${P.gold1}" stroke-width="4" stroke-linecap="round"/>`);
  }
  out.push(...fronts);
  return out.join('');
}

export function treatmentRoom(ctx) {
  const back = [380, 180, 1220, 680];
  const out = [shell(ctx, { back, side: '#e8dfd1' })];
  // window on the back wall
  out.push(skyline(ctx, 560, 250, 480, 300, 'day'));
  out.push(`<rect x="560" y="250" width="480" height="300" fill="none" stroke="#3a3632" stroke-width="8"/><path d="M800 250 V550" stroke="#3a3632" stroke-width="5"/>`);
  out.push(`<rect x="540" y="550" width="520" height="16" fill="#e6dccd"/>`);
  // sheer curtain
  out.push(`<path d="M1040 240 C1060 400 1030 500 1060 580 H1110 C1090 480 1110 380 1100 240Z" fill="#fbf7f0" opacity="0.85"/>`);
  // right wall cabinets and counter
  out.push(cabinets(ctx, 1330, 620, 1600, 1000, 800, 430));
  out.push(`<path d="M1220 560 L1600 720 V760 L1220 590Z" fill="#2a2a2e"/>`);
  // monitor on an arm
  out.push(`<path d="M1250 300 L1130 360" stroke="#cfc6b8" stroke-width="10" stroke-linecap="round"/>`);
  out.push(`<rect x="1010" y="330" width="170" height="110" rx="8" fill="#1c1c1f"/><rect x="1020" y="340" width="150" height="90" rx="4" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#3a3530'], [1, '#1f1c1a']])}"/>`);
  out.push(mouth(ctx, { cx: 1095, cy: 384, width: 110, skin: SKIN.light, context: false, gloss: 0.6 }));
  out.push(dentalChair(ctx, 820, 640, 1.15));
  out.push(operatingLamp(ctx, 560, 420, 1));
  // instrument tray on a stand
  out.push(`<path d="M1080 620 V820" stroke="#cfc6b8" stroke-width="10"/><rect x="1000" y="600" width="170" height="22" rx="6" fill="#efe9df" stroke="#d3c8b7"/>`);
  out.push(`<path d="M1020 605 h60 M1030 612 h70 M1100 606 h50" stroke="#9a9288" stroke-width="3" stroke-linecap="round"/>`);
  out.push(plant(ctx, 200, 800, 1.0));
  for (const [x, y, r] of [[420, 90, 30]]) out.push(pendant(ctx, x, y, r));
  return out.join('');
}

export function consultation(ctx) {
  const back = [300, 160, 1300, 700];
  const out = [shell(ctx, { back, side: '#e4d9c8', floor: '#cdb696', wall: '#e9dccb', wallLow: '#dccbb3' })];
  // back wall: panelled with a big screen
  const panels = [];
  for (let k = 1; k < 10; k++) panels.push(`M${300 + k * 100} 160 V700`);
  out.push(`<path d="${panels.join(' ')}" stroke="#e2d7c6" stroke-width="2"/>`);
  out.push(`<rect x="560" y="250" width="480" height="280" rx="10" fill="#141416"/>`);
  out.push(`<rect x="575" y="265" width="450" height="250" rx="4" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#f2e6d6'], [1, '#dcc7ad']])}"/>`);
  out.push(mouth(ctx, { cx: 800, cy: 380, width: 330, skin: SKIN.medium, context: false }));
  // smile-design guide lines on the screen
  out.push(`<path d="M800 275 V505 M640 392 H960" stroke="${P.gold1}" stroke-width="1.5" opacity="0.8" stroke-dasharray="6 6"/>`);
  out.push(`<path d="M660 420 Q800 470 940 420" stroke="${P.gold2}" stroke-width="2" fill="none" opacity="0.9"/>`);
  for (const x of [690, 910]) out.push(`<circle cx="${x}" cy="400" r="5" fill="none" stroke="${P.gold2}" stroke-width="2"/>`);
  // shelves left with ceramic samples
  out.push(`<path d="M120 380 L300 330 M120 520 L300 460" stroke="#cbb89b" stroke-width="10"/>`);
  for (const [x, y] of [[170, 350], [220, 336], [250, 470], [190, 488]]) out.push(`<rect x="${x}" y="${y - 30}" width="24" height="30" rx="6" fill="#f7f2ea" stroke="#d8cdbd"/>`);
  // desk
  out.push(floorShadow(ctx, 800, 930, 420, 30, 0.3));
  out.push(`<path d="M400 720 H1200 L1240 760 H360Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#b89a74'], [1, '#9c7f5c']])}"/>`);
  out.push(`<rect x="360" y="760" width="880" height="22" fill="#7c6448"/>`);
  out.push(`<path d="M420 782 V930 M1180 782 V930" stroke="#1f1f22" stroke-width="14"/>`);
  out.push(`<path d="M360 760 H1240" stroke="${P.gold1}" stroke-width="3"/>`);
  // items on the desk: laptop, veneer case, notebook
  out.push(`<path d="M700 718 L720 660 H880 L900 718Z" fill="#2a2a2e"/><path d="M690 718 H910 V724 H690Z" fill="#3a3a40"/>`);
  out.push(`<rect x="980" y="700" width="90" height="18" rx="6" fill="#f1ebe1" stroke="#d6cab8"/>`);
  out.push(`<ellipse cx="520" cy="712" rx="40" ry="8" fill="#ece4d6"/><path d="M500 712 v-26 a20 8 0 0 1 40 0 v26" fill="#fbf8f2" stroke="#d6cab8"/>`);
  // chairs
  for (const [cx, s] of [[560, 1], [1040, 1]]) {
    out.push(floorShadow(ctx, cx, 990, 120 * s, 18));
    out.push(`<path d="M${cx - 100} 1000 C${cx - 110} 860 ${cx - 80} 800 ${cx} 800 C${cx + 80} 800 ${cx + 110} 860 ${cx + 100} 1000Z" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#f1e6d3'], [1, '#cbb697']])}"/>`);
  }
  out.push(plant(ctx, 1430, 760, 1.2));
  for (const [x, y, r] of [[800, 110, 60]]) out.push(pendant(ctx, x, y, r));
  return out.join('');
}

function instrumentsFlatLay(ctx) {
  const out = [`<rect width="${W}" height="${H}" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#f3ede4'], [1, '#e6dac8']])}"/>`];
  // linen texture
  const lines = [];
  for (let y = 0; y < H; y += 7) lines.push(`M0 ${y} H${W}`);
  out.push(`<path d="${lines.join(' ')}" stroke="#d9ccb8" stroke-width="1" opacity="0.25"/>`);
  // tray
  out.push(`<rect x="350" y="190" width="900" height="620" rx="44" fill="#3a2c1e" opacity="0.2"${blur(ctx, 26)} transform="translate(10 24)"/>`);
  out.push(`<rect x="350" y="190" width="900" height="620" rx="44" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#f7f4ef'], [0.5, '#e6e1d9'], [1, '#d2cbc0']])}"/>`);
  out.push(`<rect x="380" y="220" width="840" height="560" rx="30" fill="none" stroke="#c9c0b2" stroke-width="2"/>`);
  const steel = lin(ctx, 0, 0, 0, 1, [[0, '#f4f4f2'], [0.5, '#a9a7a3'], [1, '#e2e0dc']]);
  const gold = goldGrad(ctx, 0, 0, 0, 1);
  // four instruments: mirror, explorer, probe, tweezers — handles in gold
  const items = [
    { y: 330, tip: 'mirror' },
    { y: 440, tip: 'hook' },
    { y: 550, tip: 'probe' },
    { y: 660, tip: 'tweezers' },
  ];
  for (const it of items) {
    const y = it.y;
    out.push(`<rect x="470" y="${y - 6}" width="560" height="14" rx="7" fill="#3a2c1e" opacity="0.2"${blur(ctx, 6)} transform="translate(6 10)"/>`);
    out.push(`<rect x="500" y="${y - 11}" width="420" height="22" rx="11" fill="${gold}"/>`);
    const grip = [];
    for (let x = 560; x < 860; x += 14) grip.push(`M${x} ${y - 10} v20`);
    out.push(`<path d="${grip.join(' ')}" stroke="#8a6420" stroke-width="2" opacity="0.45"/>`);
    out.push(`<path d="M920 ${y - 5} L1040 ${y - 2} V${y + 2} L920 ${y + 5}Z" fill="${steel}"/>`);
    if (it.tip === 'mirror') out.push(`<path d="M1040 ${y} L1075 ${y}" stroke="#a9a7a3" stroke-width="5"/><circle cx="1110" cy="${y}" r="36" fill="${steel}"/><circle cx="1110" cy="${y}" r="29" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#ffffff'], [0.5, '#d6dde0'], [1, '#f5efe3']])}"/><path d="M1092 ${y - 12} l20 -8" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.9"/>`);
    if (it.tip === 'hook') out.push(`<path d="M1040 ${y} C1090 ${y} 1110 ${y - 10} 1110 ${y - 36} C1110 ${y - 50} 1096 ${y - 52} 1090 ${y - 44}" stroke="${steel}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
    if (it.tip === 'probe') out.push(`<path d="M1040 ${y} L1120 ${y + 18}" stroke="#a9a7a3" stroke-width="4" stroke-linecap="round"/><path d="M1075 ${y + 8} l3 -6 M1090 ${y + 11} l3 -6 M1105 ${y + 15} l3 -6" stroke="#3a3a3a" stroke-width="2"/>`);
    if (it.tip === 'tweezers') out.push(`<path d="M1040 ${y - 4} L1130 ${y - 14} M1040 ${y + 4} L1130 ${y + 14}" stroke="${steel}" stroke-width="6" stroke-linecap="round"/>`);
    out.push(`<path d="M505 ${y - 7} H915" stroke="#fff4d8" stroke-width="3" opacity="0.6" stroke-linecap="round"/>`);
  }
  // veneer shells and a shade tab on the linen
  for (const [x, y, r] of [[1380, 300, -12], [1440, 380, 8], [1360, 430, 20]]) {
    out.push(`<g transform="translate(${x} ${y}) rotate(${r})"><path d="M-28 -34 C-30 10 -26 34 0 38 C26 34 30 10 28 -34 C10 -40 -10 -40 -28 -34Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#f8f4ec'], [0.7, '#ffffff'], [1, '#e1e3e6']])}" stroke="#e0d8cb" stroke-width="1.5"/><ellipse cx="-8" cy="-6" rx="6" ry="18" fill="#fff" opacity="0.9"/></g>`);
  }
  out.push(`<circle cx="200" cy="780" r="110" fill="${P.charcoal}"/>${star(200, 780, 90, goldGrad(ctx))}`);
  out.push(`<rect x="120" y="170" width="140" height="220" rx="16" fill="#fbf8f3" stroke="#dcd2c3" stroke-width="2" transform="rotate(-8 190 280)"/>`);
  out.push(`<g transform="rotate(-8 190 280)">${[0, 1, 2, 3, 4].map((k) => `<rect x="${140 + k * 22}" y="200" width="16" height="60" rx="7" fill="${['#fbf7ee', '#f5eddd', '#efe2c8', '#e8d6b3', '#dfc99e'][k]}" stroke="#d9cdb9"/>`).join('')}</g>`);
  out.push(sparkle(ctx, 1118, 318, 24, '#ffffff', 0.9));
  out.push(`<circle cx="1300" cy="120" r="300" fill="${rad(ctx, 1300, 120, 300, [[0, '#fff5dd', 0.5], [1, '#fff5dd', 0]])}"/>`);
  return out.join('');
}

function finish(ctx, body, light = 0.2) {
  return body + `<rect width="${W}" height="${H}" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#fff6e4', light], [0.6, '#fff6e4', 0]])}"/>` + vignette(ctx, 0.18);
}

export const ROOMS = { reception, treatmentRoom, consultation };

export const images = [
  { key: 'ordinacija/1', w: W, h: H, group: 'ordinacija', draw: (ctx) => finish(ctx, reception(ctx)) },
  { key: 'ordinacija/2', w: W, h: H, group: 'ordinacija', draw: (ctx) => finish(ctx, treatmentRoom(ctx)) },
  { key: 'ordinacija/3', w: W, h: H, group: 'ordinacija', draw: (ctx) => finish(ctx, consultation(ctx)) },
  { key: 'ordinacija/4', w: W, h: H, group: 'ordinacija', draw: (ctx) => finish(ctx, instrumentsFlatLay(ctx), 0.1) },
];
