// Draws KindRipple's 12 predefined avatars (original art, SVG written here) and renders them to
// client/public/avatars/1.png ... 12.png with sharp. Run `node scripts/draw-avatars.mjs` after a change.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../client/public/avatars');
const SIZE = 256;

const eyes = (y = 118, dx = 26, r = 9, color = '#2b2230') =>
  `<circle cx="${128 - dx}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${128 + dx}" cy="${y}" r="${r}" fill="${color}"/>` +
  `<circle cx="${128 - dx + 3}" cy="${y - 3}" r="${r / 3}" fill="#fff"/><circle cx="${128 + dx + 3}" cy="${y - 3}" r="${r / 3}" fill="#fff"/>`;
const smile = (y = 146, w = 22, color = '#2b2230') =>
  `<path d="M${128 - w} ${y} Q128 ${y + w} ${128 + w} ${y}" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
const cheeks = (y = 140, dx = 46, color = '#ff8fa3') =>
  `<circle cx="${128 - dx}" cy="${y}" r="11" fill="${color}" opacity=".7"/><circle cx="${128 + dx}" cy="${y}" r="11" fill="${color}" opacity=".7"/>`;
const bg = (a, b) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="256" height="256" fill="url(#g)"/>`;

const avatars = [
  // 1 Sunny: a smiling sun
  bg('#ffe29a', '#ffb347') +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="122" y="28" width="12" height="34" rx="6" fill="#ff8c1a" transform="rotate(${i * 30} 128 128)"/>`,
    ).join('') +
    `<circle cx="128" cy="128" r="66" fill="#ffcc33"/>` +
    eyes(118) +
    cheeks() +
    smile(),
  // 2 Whiskers: a cat
  bg('#c9e7ff', '#8ec5fc') +
    `<path d="M58 96 L74 36 L112 74 Z M198 96 L182 36 L144 74 Z" fill="#f4a259"/><circle cx="128" cy="136" r="78" fill="#f4a259"/>` +
    `<ellipse cx="128" cy="160" rx="34" ry="24" fill="#fde4cf"/>` +
    eyes(124, 30, 10) +
    `<path d="M120 152 L136 152 L128 162 Z" fill="#e56b6f"/>` +
    `<path d="M84 160 H48 M84 170 H52 M172 160 H208 M172 170 H204" stroke="#7a4b2a" stroke-width="4" stroke-linecap="round"/>`,
  // 3 Bramble: a bear
  bg('#d8f3dc', '#95d5b2') +
    `<circle cx="66" cy="70" r="30" fill="#9c6644"/><circle cx="190" cy="70" r="30" fill="#9c6644"/><circle cx="66" cy="70" r="14" fill="#e6b8a2"/><circle cx="190" cy="70" r="14" fill="#e6b8a2"/>` +
    `<circle cx="128" cy="138" r="80" fill="#9c6644"/><ellipse cx="128" cy="166" rx="36" ry="28" fill="#e6b8a2"/><ellipse cx="128" cy="152" rx="13" ry="9" fill="#3d2b1f"/>` +
    eyes(120, 32, 9) +
    smile(170, 14, '#3d2b1f'),
  // 4 Hoot: an owl
  bg('#e9d8fd', '#b794f4') +
    `<path d="M64 80 L80 40 L104 70 Z M192 80 L176 40 L152 70 Z" fill="#6b4f9e"/><ellipse cx="128" cy="142" rx="80" ry="88" fill="#6b4f9e"/>` +
    `<ellipse cx="128" cy="176" rx="50" ry="46" fill="#c3aed6"/><circle cx="96" cy="112" r="28" fill="#fff"/><circle cx="160" cy="112" r="28" fill="#fff"/>` +
    `<circle cx="96" cy="114" r="13" fill="#2b2230"/><circle cx="160" cy="114" r="13" fill="#2b2230"/><path d="M118 134 L138 134 L128 152 Z" fill="#f6ad55"/>`,
  // 5 Bloom: a flower
  bg('#fff0f3', '#ffc2d1') +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<ellipse cx="128" cy="62" rx="28" ry="42" fill="${i % 2 ? '#ff5d8f' : '#ff87ab'}" transform="rotate(${i * 45} 128 128)"/>`,
    ).join('') +
    `<circle cx="128" cy="128" r="48" fill="#ffd166"/>` +
    eyes(122, 17, 7) +
    smile(138, 13),
  // 6 Splash: a whale
  bg('#caf0f8', '#48cae4') +
    `<path d="M116 58 Q108 30 92 34 M128 56 Q128 26 128 22 M140 58 Q148 30 164 34" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M40 150 Q40 76 128 76 Q216 76 216 150 Q216 206 128 206 Q40 206 40 150 Z" fill="#277da1"/><path d="M58 168 Q128 214 198 168 Q190 200 128 204 Q66 200 58 168 Z" fill="#bde0fe"/>` +
    eyes(132, 34, 9) +
    cheeks(154, 52),
  // 7 Clover: a bunny
  bg('#f1faee', '#a8dadc') +
    `<ellipse cx="96" cy="60" rx="20" ry="52" fill="#fefae0"/><ellipse cx="160" cy="60" rx="20" ry="52" fill="#fefae0"/><ellipse cx="96" cy="62" rx="9" ry="38" fill="#ffafcc"/><ellipse cx="160" cy="62" rx="9" ry="38" fill="#ffafcc"/>` +
    `<circle cx="128" cy="150" r="70" fill="#fefae0"/>` +
    eyes(140, 26, 9) +
    `<ellipse cx="128" cy="160" rx="9" ry="7" fill="#ff8fab"/>` +
    cheeks(164, 44) +
    `<path d="M128 166 V176 M128 176 Q118 186 110 178 M128 176 Q138 186 146 178" stroke="#2b2230" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  // 8 Ember: a fox
  bg('#ffe8d6', '#ffb4a2') +
    `<path d="M48 60 L96 92 L64 130 Z M208 60 L160 92 L192 130 Z" fill="#e76f51"/><path d="M40 100 Q128 50 216 100 L128 220 Z" fill="#e76f51"/>` +
    `<path d="M64 128 Q128 150 192 128 L128 220 Z" fill="#fff1e6"/><circle cx="128" cy="204" r="12" fill="#2b2230"/>` +
    eyes(128, 34, 9),
  // 9 Pip: a little bird
  bg('#fefae0', '#e9edc9') +
    `<circle cx="128" cy="136" r="78" fill="#ffbe0b"/><path d="M120 50 Q128 26 146 40 Q132 46 128 58 Z" fill="#fb8500"/>` +
    `<path d="M54 150 Q30 120 60 108 Z M202 150 Q226 120 196 108 Z" fill="#fb8500"/>` +
    eyes(120, 28, 10) +
    `<path d="M112 138 L144 138 L128 158 Z" fill="#fb5607"/>` +
    cheeks(150, 50),
  // 10 Sprout: a happy leaf
  bg('#e9f5db', '#b5e48c') +
    `<path d="M128 30 Q218 70 200 150 Q182 222 128 226 Q74 222 56 150 Q38 70 128 30 Z" fill="#52b788"/><path d="M128 44 V214" stroke="#2d6a4f" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M128 100 L94 76 M128 140 L88 116 M128 100 L162 76 M128 140 L168 116" stroke="#2d6a4f" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="128" cy="170" r="34" fill="#d8f3dc"/>` +
    eyes(164, 13, 6) +
    smile(178, 10),
  // 11 Twinkle: a star
  bg('#1d3557', '#457b9d') +
    `<circle cx="46" cy="52" r="4" fill="#fff"/><circle cx="214" cy="70" r="3" fill="#fff"/><circle cx="200" cy="214" r="4" fill="#fff"/><circle cx="40" cy="196" r="3" fill="#fff"/>` +
    `<path d="M128 34 L154 98 L222 102 L170 146 L186 214 L128 178 L70 214 L86 146 L34 102 L102 98 Z" fill="#ffd60a" stroke="#ffc300" stroke-width="6" stroke-linejoin="round"/>` +
    eyes(130, 18, 8) +
    smile(146, 12),
  // 12 Ripple: a heart sending kindness out in rings (the brand)
  bg('#fff0f3', '#ffccd5') +
    `<circle cx="128" cy="132" r="108" fill="none" stroke="#DC143C" stroke-opacity=".18" stroke-width="8"/><circle cx="128" cy="132" r="88" fill="none" stroke="#DC143C" stroke-opacity=".3" stroke-width="8"/>` +
    `<path d="M128 200 C60 154 52 110 76 88 C98 68 122 78 128 98 C134 78 158 68 180 88 C204 110 196 154 128 200 Z" fill="#DC143C"/>` +
    `<circle cx="108" cy="122" r="8" fill="#fff"/><circle cx="148" cy="122" r="8" fill="#fff"/>` +
    smile(140, 14, '#fff'),
];

mkdirSync(out, { recursive: true });
for (const [i, body] of avatars.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">${body}</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  writeFileSync(path.join(out, `${i + 1}.png`), png);
}
console.log(`Drew ${avatars.length} avatars into ${path.relative(process.cwd(), out)}`);
