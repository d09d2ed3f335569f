import { escapeHtml } from '@minutemart/kit';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Files sent with the mail (an order's invoice). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Names come from sign-up forms: keep them out of header-like positions and short. */
export const cleanName = (name: string): string =>
  name
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 60) || 'there';

/**
 * Our mails' frame around their rows. Inline CSS and a table layout because mail clients ignore
 * <style> blocks and flexbox.
 */
export function mailFrame(subject: string, rows: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f3;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f3;padding:24px 0;">
    <tr><td align="center">
      <table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e3e8e1;">
        <tr><td style="background:#0c831f;padding:18px 24px;">
          <span style="font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:0.5px;">Minutemart</span>
          <span style="font-size:13px;color:#f8cb46;padding-left:8px;">groceries in minutes</span>
        </td></tr>${rows}
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}
