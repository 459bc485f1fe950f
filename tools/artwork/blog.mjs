// Blog heroes (1600×900): one editorial still life per article, no text.

import { P, SKIN, f, lin, rad, blur, clip, vignette, makeRng } from './lib.mjs';
import { lowerFace } from './face.mjs';
import { mouth } from './smile.mjs';
import { bust, HAIR_COLORS as HC } from './bust.mjs';
import { skyline, dentalChair } from './clinic.mjs';
import {
  stage, shadow, tooth, veneer, crown, coinStack, coinFront, card, calendar, hourglass, cup, wineGlass, waterGlass,
  berries, apple, pedestal, sparkle, star, goldGrad, MOLAR,
} from './props.mjs';

const W = 1600;
const H = 900;

function sparkles(ctx, list, color = '#fff6df') {
  return list.map(([x, y, s, a = 0.9]) => sparkle(ctx, x, y, s, color, a)).join('');
}

function check(ctx, x, y, r, ok = true) {
  const mark = ok
    ? `<path d="M${f(x - r * 0.42)} ${f(y + r * 0.02)} L${f(x - r * 0.1)} ${f(y + r * 0.34)} L${f(x + r * 0.46)} ${f(y - r * 0.32)}" stroke="#fffaf0" stroke-width="${f(r * 0.2)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<path d="M${f(x - r * 0.32)} ${f(y - r * 0.32)} L${f(x + r * 0.32)} ${f(y + r * 0.32)} M${f(x + r * 0.32)} ${f(y - r * 0.32)} L${f(x - r * 0.32)} ${f(y + r * 0.32)}" stroke="#fffaf0" stroke-width="${f(r * 0.18)}" stroke-linecap="round"/>`;
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ok ? goldGrad(ctx) : '#5a5650'}"/>${mark}`;
}

const SCENES = {
  '10-stvari-koje-niste-znali-o-hollywood-smile': (ctx) => {
    const d = 'M800 90a360 360 0 1 1 0 720a360 360 0 1 1 0-720Z';
    const rng = makeRng('stars10');
    const sp = [];
    for (let k = 0; k < 14; k++) {
      const a = rng.range(0, Math.PI * 2);
      const r = rng.range(400, 700);
      sp.push([800 + Math.cos(a) * r, 450 + Math.sin(a) * r * 0.6, rng.range(10, 30), rng.range(0.5, 0.95)]);
    }
    return (
      stage(ctx, 'gold') +
      `<circle cx="800" cy="450" r="420" fill="${rad(ctx, 800, 450, 420, [[0.8, '#fff7e4', 0.7], [1, '#fff7e4', 0]])}"/>` +
      `<g${clip(ctx, d)}><rect width="${W}" height="${H}" fill="${SKIN.light.base}"/>${lowerFace(ctx, { fx: 800, my: 450, W: 560, skin: SKIN.light, lip: '#c06660', bleed: true })}</g>` +
      `<circle cx="800" cy="450" r="372" fill="none" stroke="${goldGrad(ctx)}" stroke-width="3"/>` +
      sparkles(ctx, [[640, 430, 40], [950, 440, 26], ...sp])
    );
  },
  'fasete-vs-krunice-sta-je-bolje-za-vas-osmeh': (ctx) =>
    stage(ctx, 'white') +
    pedestal(ctx, 520, 560, 300, 110) +
    pedestal(ctx, 1080, 560, 300, 110) +
    shadow(ctx, 520, 560, 90, 14, 0.2) +
    veneer(ctx, 520, 440, 1.7, -6) +
    shadow(ctx, 1080, 560, 120, 16, 0.2) +
    crown(ctx, 1080, 460, 1.15) +
    `<path d="M800 200 V640" stroke="${goldGrad(ctx)}" stroke-width="2"/>` +
    star(800, 180, 30, goldGrad(ctx)) +
    sparkles(ctx, [[470, 380, 22], [1020, 410, 20]], '#ffffff'),
  'koliko-kosta-hollywood-smile-u-beogradu-vodic-2025': (ctx) => {
    const lines = [];
    for (let k = 0; k < 7; k++) lines.push(`<rect x="${640}" y="${f(420 + k * 40)}" width="${k % 3 === 2 ? 150 : 230}" height="10" rx="5" fill="#dcd2c3"/><rect x="${900}" y="${f(420 + k * 40)}" width="60" height="10" rx="5" fill="${k === 6 ? P.gold1 : '#e4dbcf'}"/>`);
    return (
      stage(ctx, 'sand') +
      `<path d="M600 140 H1000 V760 L975 740 L950 760 L925 740 L900 760 L875 740 L850 760 L825 740 L800 760 L775 740 L750 760 L725 740 L700 760 L675 740 L650 760 L625 740 L600 760Z" fill="#3a2614" opacity="0.18"${blur(ctx, 16)} transform="translate(12 18) rotate(-4 800 450)"/>` +
      `<g transform="rotate(-4 800 450)"><path d="M600 140 H1000 V760 L975 740 L950 760 L925 740 L900 760 L875 740 L850 760 L825 740 L800 760 L775 740 L750 760 L725 740 L700 760 L675 740 L650 760 L625 740 L600 760Z" fill="#fffdf9"/>` +
      `<rect x="630" y="170" width="340" height="200" rx="14" fill="${SKIN.medium.base}"/>` +
      `<g${clip(ctx, 'M630 170h340v200H630Z')}>${mouth(ctx, { cx: 800, cy: 262, width: 250, skin: SKIN.medium, context: false })}</g>` +
      lines.join('') +
      `<path d="M640 700 H960" stroke="${P.gold1}" stroke-width="2"/></g>` +
      coinStack(ctx, 1220, 640, 80, 7) +
      coinStack(ctx, 1360, 690, 70, 4) +
      coinStack(ctx, 400, 660, 75, 5) +
      coinFront(ctx, 300, 470, 60) +
      sparkles(ctx, [[1240, 500, 26], [330, 420, 18]], '#fffaf0')
    );
  },
  'cuvanje-beline-faseta-sta-jesti-cega-se-kloniti': (ctx) =>
    stage(ctx, 'blush') +
    `<rect x="0" y="0" width="560" height="${H}" fill="#5a3a2a" opacity="0.06"/>` +
    cup(ctx, 250, 600, 1.1) +
    wineGlass(ctx, 430, 500, 1.05) +
    berries(ctx, 180, 720, 1) +
    pedestal(ctx, 800, 560, 260, 120) +
    tooth(ctx, 800, 330, 0.95) +
    sparkles(ctx, [[740, 300, 28], [880, 360, 18]], '#ffffff') +
    waterGlass(ctx, 1170, 560, 1.1) +
    apple(ctx, 1380, 640, 1.05) +
    `<path d="M600 160 V760 M1000 160 V760" stroke="${goldGrad(ctx)}" stroke-width="1.4" opacity="0.7"/>` +
    check(ctx, 1280, 220, 30, true) +
    check(ctx, 320, 220, 30, false),
  'koliko-traje-hollywood-smile-i-kako-ga-odrzavati': (ctx) =>
    stage(ctx, 'charcoal') +
    `<circle cx="1000" cy="420" r="300" fill="${rad(ctx, 1000, 420, 300, [[0, '#e5c37a', 0.35], [1, '#e5c37a', 0]])}"/>` +
    hourglass(ctx, 560, 450, 1.25) +
    shadow(ctx, 1000, 680, 150, 22, 0.5) +
    tooth(ctx, 1000, 360, 1.25) +
    sparkles(ctx, [[920, 300, 34], [1130, 420, 22], [1180, 220, 16, 0.7], [700, 200, 16, 0.6]], '#fff6df'),
  'istinite-price-pacijenata-moj-put-do-hollywood-smilea': (ctx) => {
    const mirror = 'M1000 120 C1230 120 1300 300 1300 450 C1300 620 1200 780 1000 780 C800 780 700 620 700 450 C700 300 770 120 1000 120Z';
    return (
      stage(ctx, 'sand') +
      `<path d="${mirror}" fill="#3a2614" opacity="0.2" transform="translate(14 20)"${blur(ctx, 18)}/>` +
      `<path d="${mirror}" fill="${goldGrad(ctx)}" transform="translate(1000 450) scale(1.06) translate(-1000 -450)"/>` +
      `<g${clip(ctx, mirror)}><rect width="${W}" height="${H}" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#efe4d4'], [1, '#d9c6ac']])}"/>` +
      bust(ctx, { hx: 1000, hy: 420, u: 130, skin: SKIN.olive, hair: 'wavy', hairColor: HC.espresso, outfit: { type: 'top', color: '#c9a66b', neck: 'v' }, earrings: P.gold2, look: -0.05 }) +
      `<path d="M720 160 L900 120 L760 700 L700 720Z" fill="#ffffff" opacity="0.18"/></g>` +
      // the woman herself, seen from behind and out of focus
      `<g${blur(ctx, 5)}><path d="M180 900 C200 700 260 600 330 560 C300 480 290 380 330 300 C380 200 520 190 580 280 C630 350 630 460 600 540 C680 590 740 700 760 900Z" fill="${HC.espresso}"/>` +
      `<path d="M250 900 C270 780 330 700 420 680 C520 690 600 760 640 900Z" fill="#c9a66b"/></g>` +
      sparkles(ctx, [[960, 500, 26], [1250, 200, 18]], '#ffffff')
    );
  },
  'da-li-ste-kandidat-za-hollywood-smile-proverite-ovih-5-znakova': (ctx) => {
    const rows = [];
    for (let k = 0; k < 5; k++) {
      const y = 270 + k * 90;
      rows.push(check(ctx, 560, y, 24, true) + `<rect x="610" y="${y - 8}" width="${[260, 200, 240, 180, 220][k]}" height="16" rx="8" fill="#d9cfc0"/>`);
    }
    return (
      stage(ctx, 'white') +
      `<rect x="490" y="150" width="460" height="620" rx="28" fill="#3a2614" opacity="0.18"${blur(ctx, 18)} transform="translate(12 20)"/>` +
      `<rect x="490" y="150" width="460" height="620" rx="28" fill="#fffdf9" stroke="#e3d9ca" stroke-width="2"/>` +
      `<rect x="640" y="128" width="160" height="44" rx="14" fill="${P.charcoal}"/><rect x="690" y="118" width="60" height="20" rx="8" fill="${goldGrad(ctx)}"/>` +
      rows.join('') +
      shadow(ctx, 1160, 690, 130, 20, 0.25) +
      tooth(ctx, 1160, 420, 1.15) +
      sparkles(ctx, [[1090, 380, 28], [1260, 300, 18]], '#fff6df')
    );
  },
  'najcesce-greske-pri-odabiru-faseta-vinira': (ctx) => {
    const shades = ['#fbf8f1', '#f6efe1', '#f1e6d0', '#ecdcbd', '#e6d2ab', '#dfc89b', '#d8bd8b', '#cfb27e'];
    const tabs = shades.map((c, k) => {
      const a = -40 + k * 11.5;
      return `<g transform="rotate(${a} 800 900)"><rect x="778" y="430" width="44" height="200" rx="18" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#fbfaf7'], [0.4, c], [1, c]])}" stroke="#d8ccb9" stroke-width="2"/><rect x="786" y="620" width="28" height="180" fill="#2a2a2e"/></g>`;
    });
    return (
      stage(ctx, 'sand') +
      tabs.join('') +
      `<circle cx="800" cy="900" r="70" fill="${goldGrad(ctx)}"/>` +
      shadow(ctx, 330, 620, 90, 14, 0.25) +
      veneer(ctx, 330, 470, 1.9, -8, '#dfe4ec') +
      check(ctx, 330, 700, 28, false) +
      shadow(ctx, 1270, 620, 90, 14, 0.25) +
      veneer(ctx, 1270, 470, 1.9, 8, '#f4ecdd') +
      check(ctx, 1270, 700, 28, true) +
      sparkles(ctx, [[1230, 400, 26]], '#ffffff')
    );
  },
  'sve-sto-ste-zeleli-znati-o-keramickim-materijalima-za-zube': (ctx) => {
    const block = (x, y, c, s = 1) => {
      const w = 120 * s;
      const h = 150 * s;
      const d = 50 * s;
      return (
        shadow(ctx, x + w / 2 + d / 2, y + h + 4, w * 0.8, 14, 0.22) +
        `<path d="M${f(x)} ${f(y)} L${f(x + d)} ${f(y - d * 0.6)} H${f(x + w + d)} L${f(x + w)} ${f(y)}Z" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#ffffff'], [1, c]])}"/>` +
        `<path d="M${f(x + w)} ${f(y)} L${f(x + w + d)} ${f(y - d * 0.6)} V${f(y + h - d * 0.6)} L${f(x + w)} ${f(y + h)}Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, c], [1, '#c9bda8']])}"/>` +
        `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#fbf7f0'], [1, c]])}"/>` +
        `<rect x="${f(x + w * 0.35)}" y="${f(y + h)}" width="${f(w * 0.3)}" height="${f(20 * s)}" fill="#a9a39a"/>`
      );
    };
    return (
      stage(ctx, 'white') +
      block(330, 420, '#efe3cc', 1.2) +
      block(560, 470, '#e6d6b8', 1) +
      block(740, 380, '#f6f0e4', 1.35) +
      shadow(ctx, 1180, 640, 260, 24, 0.2) +
      `<ellipse cx="1180" cy="620" rx="250" ry="50" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#2e2e33'], [1, '#1c1c1f']])}"/>` +
      `<ellipse cx="1180" cy="612" rx="238" ry="42" fill="#26262a" stroke="${P.gold1}" stroke-width="1.5"/>` +
      veneer(ctx, 1060, 575, 0.9, -20) +
      veneer(ctx, 1170, 560, 0.95, 4) +
      veneer(ctx, 1285, 575, 0.9, 22) +
      sparkles(ctx, [[1150, 520, 22], [820, 360, 20]], '#ffffff')
    );
  },
  'e-max-cirkonija-ili-feldspat-koja-keramika-je-prava-za-vas': (ctx) =>
    stage(ctx, 'charcoal') +
    `<circle cx="800" cy="380" r="420" fill="${rad(ctx, 800, 380, 420, [[0, '#e5c37a', 0.22], [1, '#e5c37a', 0]])}"/>` +
    pedestal(ctx, 430, 560, 240, 180, true) +
    pedestal(ctx, 800, 500, 260, 240, true) +
    pedestal(ctx, 1170, 580, 240, 160, true) +
    // e.max: translucent glassy block
    `<rect x="375" y="420" width="110" height="140" rx="16" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#fbf4e6', 0.95], [1, '#e8d6b4', 0.7]])}" stroke="#fff6df" stroke-width="2"/>` +
    `<rect x="392" y="436" width="22" height="100" rx="10" fill="#ffffff" opacity="0.6"/>` +
    // zirconia: opaque crown
    crown(ctx, 800, 420, 0.75) +
    // feldspar: veneer shell
    veneer(ctx, 1170, 505, 1.1, 6, '#f7efe0') +
    sparkles(ctx, [[430, 410, 24], [770, 370, 20], [1150, 460, 20]], '#fff6df'),
  'kako-izabrati-stomatologa-u-beogradu': (ctx) => {
    const beacon = `<g transform="translate(800 170) scale(0.5)">${`<path d="${MOLAR}" fill="${goldGrad(ctx)}"/>`}</g>`;
    return (
      skyline(ctx, 0, 0, W, H, 'dusk') +
      `<rect width="${W}" height="${H}" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#b8893b', 0.25], [0.6, '#b8893b', 0]])}"/>` +
      `<circle cx="800" cy="190" r="220" fill="${rad(ctx, 800, 190, 220, [[0, '#fff3d0', 0.9], [0.5, '#f3d79c', 0.35], [1, '#f3d79c', 0]])}"/>` +
      `<path d="M790 300 L720 900 H880 L810 300Z" fill="#fff3d0" opacity="0.18"${blur(ctx, 12)}/>` +
      beacon +
      `<g transform="translate(800 170) scale(0.5)"><path d="M-60 0C-62-25-40-32-25-24" stroke="#fff6df" stroke-width="12" fill="none" stroke-linecap="round"/></g>` +
      sparkles(ctx, [[700, 120, 20], [900, 240, 16], [1200, 90, 14, 0.7], [380, 150, 14, 0.6]], '#fff6df')
    );
  },
  'hollywood-smile-u-beogradu-kako-izgleda-tretman-korak-po-korak': (ctx) => {
    const steps = [];
    for (let k = 0; k < 5; k++) {
      const x = 180 + k * 170;
      const y = 700 - k * 70;
      steps.push(
        `<path d="M${x} ${y} H${x + 170} V${H} H${x}Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, k % 2 ? '#efe6d8' : '#f6f0e6'], [1, '#dccdb7']])}"/>` +
          `<path d="M${x} ${y} H${x + 170}" stroke="${P.gold1}" stroke-width="2"/>` +
          `<circle cx="${x + 85}" cy="${y - 26}" r="14" fill="${goldGrad(ctx)}"/>`,
      );
    }
    return (
      stage(ctx, 'sand') +
      steps.join('') +
      `<path d="M265 674 C400 560 560 540 775 394 C900 320 1000 280 1100 300" stroke="${P.gold1}" stroke-width="2" stroke-dasharray="8 10" fill="none" opacity="0.8"/>` +
      `<g transform="translate(380 -120)">${dentalChair(ctx, 820, 560, 0.8)}</g>` +
      sparkles(ctx, [[1320, 260, 26], [1100, 300, 18]], '#fff6df')
    );
  },
  'analiza-cena-hollywood-smile-2025-sta-tacno-placate': (ctx) => {
    const cols = [180, 260, 340, 430, 520];
    const out = [stage(ctx, 'white')];
    cols.forEach((hgt, k) => {
      const x = 420 + k * 190;
      const base = 720;
      out.push(shadow(ctx, x, base, 80, 12, 0.2));
      out.push(`<rect x="${x - 55}" y="${base - hgt}" width="110" height="${hgt}" rx="22" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#efe6d8'], [0.45, '#fbf8f2'], [1, '#e0d4c2']])}" stroke="#e2d8c8"/>`);
      for (let y = base - hgt + 40; y < base - 20; y += 46) out.push(`<path d="M${x - 40} ${y} H${x + 40}" stroke="#e2d6c4" stroke-width="2"/>`);
      out.push(tooth(ctx, x, base - hgt - 70, 0.42));
      if (k === 4) out.push(sparkles(ctx, [[x - 30, base - hgt - 90, 24]], '#fff6df'));
    });
    out.push(`<path d="M300 722 H1330" stroke="${goldGrad(ctx)}" stroke-width="3"/>`);
    out.push(`<path d="M420 520 C600 470 800 400 1180 170" stroke="${P.gold1}" stroke-width="2" stroke-dasharray="4 8" fill="none" opacity="0.6"/>`);
    return out.join('');
  },
  'paste-za-izbeljivanje-zuba-da-li-zaista-deluju': (ctx) =>
    stage(ctx, 'blush') +
    shadow(ctx, 760, 640, 380, 26, 0.22) +
    `<g transform="rotate(-14 760 480)">` +
    `<path d="M420 400 L980 420 C1010 420 1020 440 1020 480 C1020 520 1010 540 980 540 L420 560 C400 520 400 440 420 400Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#ffffff'], [0.5, '#f5efe6'], [1, '#ddd2c1']])}"/>` +
    `<path d="M410 395 L360 410 V550 L410 565Z" fill="#efe6d8" stroke="#d9cdb9"/>` +
    `<rect x="1018" y="448" width="90" height="64" rx="12" fill="${goldGrad(ctx)}"/>` +
    `<path d="M560 440 H880 M560 520 H820" stroke="${P.gold1}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>` +
    star(720, 480, 44, goldGrad(ctx)) +
    `</g>` +
    `<g transform="rotate(18 900 300)">` +
    `<rect x="640" y="280" width="560" height="34" rx="17" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#3a3a40'], [1, '#1c1c1f']])}"/>` +
    `<rect x="1130" y="230" width="150" height="60" rx="10" fill="#fbf8f2" stroke="#ddd1bf"/>` +
    `${[...Array(12)].map((_, k) => `<rect x="${1136 + k * 12}" y="200" width="8" height="36" rx="4" fill="${k % 3 ? '#ffffff' : P.gold2}" stroke="#e4dacb"/>`).join('')}` +
    `<path d="M1140 196 C1170 170 1200 205 1230 180 C1250 165 1270 190 1275 196" stroke="#ffffff" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<path d="M1140 196 C1170 170 1200 205 1230 180" stroke="${P.gold2}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.7"/>` +
    `</g>` +
    sparkles(ctx, [[1200, 150, 26], [560, 600, 16, 0.6]], '#ffffff'),
  'iskustva-pacijenata-sa-fasetama-godinu-dana-kasnije': (ctx) =>
    stage(ctx, 'sand') +
    `<path d="M300 ${H} V360 A300 300 0 0 1 900 360 V${H}" fill="none" stroke="${goldGrad(ctx)}" stroke-width="2" opacity="0.6"/>` +
    `<path d="M700 ${H} V360 A300 300 0 0 1 1300 360 V${H}" fill="none" stroke="${goldGrad(ctx)}" stroke-width="2" opacity="0.6"/>` +
    bust(ctx, { hx: 630, hy: 380, u: 135, skin: SKIN.tan, hair: 'long', hairColor: HC.black, outfit: { type: 'top', color: '#efe5d6', neck: 'v' }, earrings: P.gold2, look: 0.05 }) +
    bust(ctx, { hx: 980, hy: 360, u: 140, skin: SKIN.fair, male: true, hair: 'short', hairColor: HC.honey, beard: 'stubble', outfit: { type: 'top', color: '#3a3a40', neck: 'crew' }, look: -0.05 }) +
    sparkles(ctx, [[1250, 180, 22], [360, 200, 18]], '#fff6df'),
  'kriterijumi-za-izbor-klinike-za-estetsku-stomatologiju': (ctx) => {
    const out = [stage(ctx, 'sand')];
    // facade
    out.push(shadow(ctx, 700, 760, 420, 24, 0.25));
    out.push(`<rect x="320" y="200" width="760" height="560" fill="${lin(ctx, 0, 0, 1, 0, [[0, '#f7f2ea'], [1, '#e6dccc']])}"/>`);
    out.push(`<rect x="300" y="180" width="800" height="30" fill="${P.charcoal}"/>`);
    for (let k = 0; k < 4; k++) {
      const x = 370 + k * 180;
      out.push(`<path d="M${x} 560 V330 A60 60 0 0 1 ${x + 120} 330 V560Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#d9c7aa'], [1, '#b8a283']])}"/><path d="M${x + 60} 270 V560 M${x} 420 H${x + 120}" stroke="#f5efe6" stroke-width="3"/>`);
    }
    out.push(`<path d="M610 760 V620 A90 90 0 0 1 790 620 V760Z" fill="${P.charcoal}"/>`);
    out.push(`<path d="M630 760 V625 A70 70 0 0 1 770 625 V760Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#f3d9a6'], [1, '#c9a86e']])}"/>`);
    out.push(star(700, 245, 40, goldGrad(ctx)));
    // magnifier
    const lens = 'M1110 430a170 170 0 1 1 0 1Z';
    out.push(`<path d="M1230 550 L1420 740" stroke="${P.charcoal}" stroke-width="44" stroke-linecap="round"/>`);
    out.push(`<path d="M1230 550 L1300 620" stroke="${goldGrad(ctx)}" stroke-width="48" stroke-linecap="round"/>`);
    out.push(`<g${clip(ctx, 'M1110 260a170 170 0 1 1 0 340a170 170 0 1 1 0-340Z')}><rect x="900" y="240" width="420" height="400" fill="#efe6d8"/>` +
      `<g transform="translate(1110 430) scale(1.8) translate(-1010 -430)"><path d="M910 560 V330 A60 60 0 0 1 1030 330 V560Z" fill="${lin(ctx, 0, 0, 0, 1, [[0, '#d9c7aa'], [1, '#b8a283']])}"/><path d="M970 270 V560 M910 420 H1030" stroke="#f5efe6" stroke-width="3"/></g>` +
      `<rect x="900" y="240" width="420" height="400" fill="${lin(ctx, 0, 0, 1, 1, [[0, '#ffffff', 0.45], [0.5, '#ffffff', 0], [1, '#ffffff', 0.2]])}"/></g>`);
    out.push(`<circle cx="1110" cy="430" r="172" fill="none" stroke="${goldGrad(ctx)}" stroke-width="18"/>`);
    out.push(sparkles(ctx, [[1040, 350, 28]], '#ffffff'));
    void lens;
    return out.join('');
  },
  'placanje-na-rate-hollywood-smile-bez-stresa': (ctx) =>
    stage(ctx, 'gold') +
    calendar(ctx, 640, 420, 440, [2, 9, 16, 23]) +
    card(ctx, 1080, 560, 380, -10) +
    coinStack(ctx, 1200, 360, 70, 5) +
    coinFront(ctx, 1000, 230, 54) +
    coinStack(ctx, 330, 700, 70, 3) +
    sparkles(ctx, [[1230, 270, 24], [360, 200, 18]], '#fffaf0'),
};

export const images = Object.entries(SCENES).map(([slug, draw]) => ({
  key: `blog/${slug}`,
  w: W,
  h: H,
  group: 'blog',
  draw: (ctx) => draw(ctx) + vignette(ctx, 0.14),
}));

