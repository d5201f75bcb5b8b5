// Draws the default link-preview picture (client/public/og-image.png, 1200×630) from an SVG with sharp.
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const rings = [230, 172, 114, 60]
  .map(
    (r, i) =>
      `<circle cx="1030" cy="315" r="${r}" fill="none" stroke="#fff" stroke-width="${18 - i * 3}" opacity="${0.18 + i * 0.14}"/>`,
  )
  .join('');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#DC143C"/><stop offset="1" stop-color="#A50E2D"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  ${rings}
  <circle cx="1030" cy="315" r="26" fill="#fff"/>
  <text x="90" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="92" font-weight="700" fill="#fff">KindRipple</text>
  <text x="92" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#fff" opacity=".95">Small acts, big ripples.</text>
  <text x="92" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#fff" opacity=".85">Kind notes that travel from person to person,</text>
  <text x="92" y="462" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#fff" opacity=".85">challenges and peer support. Free, for 13+.</text>
</svg>`;
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(root, 'client/public/og-image.png'));
console.log('wrote client/public/og-image.png');
