import escapeHtml from 'escape-html';
import sharp from 'sharp';
import { xmlSafe } from '../../../../common/text';

const W = 1200;
const H = 630;

/** Text for the card's SVG: characters XML cannot hold dropped, then escaped as HTML is (valid XML too). */
const escapeXml = (s: string) => escapeHtml(xmlSafe(s));

/** Breaks text into lines of about `perLine` characters on word boundaries; the last kept line ends with '…'. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const piece = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (!line) line = piece;
    else if (line.length + 1 + piece.length <= perLine) line += ` ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s.,;:!?]*$/, '').slice(0, perLine - 1)}…`;
  return kept;
}

/** What a link-preview picture says: the quote, who wrote it, a label above and a line below. */
export interface NoteCardText {
  message: string;
  senderName?: string | null;
  label: string;
  footer: string;
}

/** The link-preview picture of a note (1200 x 630 PNG): the quote, who wrote it, and what to do with it. */
export async function renderNoteCard(opts: NoteCardText): Promise<Buffer> {
  const length = opts.message.length;
  const size = length <= 70 ? 58 : length <= 140 ? 46 : 38;
  const perLine = Math.floor(980 / (size * 0.62));
  const lines = wrapText(`“${opts.message}”`, perLine, size === 38 ? 7 : 5);
  const lineHeight = Math.round(size * 1.3);
  const blockTop = 190 + Math.max(0, (5 - lines.length) * lineHeight * 0.35);
  const text = lines
    .map(
      (l, i) =>
        `<text x="100" y="${Math.round(blockTop + i * lineHeight)}" font-size="${size}" font-weight="700" fill="#1c1917">${escapeXml(l)}</text>`,
    )
    .join('');
  const sender = opts.senderName
    ? `<text x="100" y="${Math.round(blockTop + lines.length * lineHeight + 20)}" font-size="34" fill="#44403c">— ${escapeXml(opts.senderName.slice(0, 60))}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdf2f4"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <circle cx="1090" cy="110" r="190" fill="none" stroke="#dc143c" stroke-opacity="0.08" stroke-width="34"/>
  <circle cx="1090" cy="110" r="100" fill="none" stroke="#dc143c" stroke-opacity="0.08" stroke-width="24"/>
  <rect x="0" y="0" width="18" height="${H}" fill="#dc143c"/>
  <text x="100" y="110" font-size="28" font-weight="700" letter-spacing="4" fill="#a50e2d">${escapeXml(opts.label.toUpperCase())}</text>
  ${text}
  ${sender}
  <text x="100" y="570" font-size="28" fill="#57534e">${escapeXml(opts.footer)}</text>
  <text x="1100" y="570" font-size="34" font-weight="700" text-anchor="end" fill="#dc143c">KindRipple</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
