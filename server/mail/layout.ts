import escapeHtml from 'escape-html';
import { BRAND_COLOR, SITE_NAME } from '../../common/constants';

export interface BrandedMailOptions {
  /** Hidden preview text shown by mail clients next to the subject. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footerNote?: string;
  unsubscribeUrl?: string;
}

/** Only http(s) links go into a mail; anything else (javascript:, data:) becomes '#'. */
function safeUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * Renders a mail in the KindRipple style (brand #DC143C) as HTML and plain text. Every value is escaped:
 * callers may pass user-written text (names, ripple messages) as they are.
 */
export function renderBrandedMail(opts: BrandedMailOptions): { html: string; text: string } {
  const e = escapeHtml;
  const paragraphs = opts.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;">${e(p)}</p>`)
    .join('\n              ');
  const action = opts.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
                <tr><td style="border-radius:8px;background:${BRAND_COLOR};">
                  <a href="${e(safeUrl(opts.action.url))}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${e(opts.action.label)}</a>
                </td></tr>
              </table>
              <p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280;">If the button does not work, copy this link into your browser:<br /><a href="${e(safeUrl(opts.action.url))}" style="color:${BRAND_COLOR};word-break:break-all;">${e(safeUrl(opts.action.url))}</a></p>`
    : '';
  const footerNote = opts.footerNote ? `<p style="margin:0 0 8px;">${e(opts.footerNote)}</p>` : '';
  const unsubscribe = opts.unsubscribeUrl
    ? `<p style="margin:0 0 8px;"><a href="${e(safeUrl(opts.unsubscribeUrl))}" style="color:#6b7280;">Unsubscribe</a></p>`
    : '';
  const preheader = opts.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${e(opts.preheader)}</div>`
    : '';

  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${e(opts.heading)}</title>
  </head>
  <body style="margin:0;padding:0;background:#f9fafb;font-family:${FONT};">
    ${preheader}
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f9fafb;">
      <tr>
        <td align="center" style="padding:24px 12px;">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e5e7eb;">
            <tr>
              <td style="background:${BRAND_COLOR};padding:20px 28px;font-family:${FONT};font-size:20px;font-weight:700;color:#ffffff;">${e(SITE_NAME)}</td>
            </tr>
            <tr>
              <td style="padding:28px;font-family:${FONT};">
              <h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827;">${e(opts.heading)}</h1>
              ${paragraphs}
              ${action}
              </td>
            </tr>
            <tr>
              <td style="padding:16px 28px 24px;border-top:1px solid #f3f4f6;font-family:${FONT};font-size:12px;line-height:18px;color:#6b7280;">
                ${footerNote}
                ${unsubscribe}
                <p style="margin:0;">${e(SITE_NAME)} · spreading kindness, one ripple at a time</p>
              </td>
            </tr>
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>
`;

  const textParts = [opts.heading, '', ...opts.paragraphs.flatMap((p) => [p, ''])];
  if (opts.action) textParts.push(`${opts.action.label}: ${opts.action.url}`, '');
  if (opts.footerNote) textParts.push(opts.footerNote, '');
  if (opts.unsubscribeUrl) textParts.push(`Unsubscribe: ${opts.unsubscribeUrl}`, '');
  textParts.push(`— ${SITE_NAME}`);
  return { html, text: `${textParts.join('\n')}\n` };
}
