import { escapeHtml } from '@minutemart/kit';
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Names come from sign-up forms: keep them out of header-like positions and short. */
const cleanName = (name: string): string => name.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 60) || 'there';

/**
 * The password-reset OTP mail. Inline CSS and a table layout because mail clients ignore <style>
 * blocks and flexbox; a plain-text part for clients that do not render HTML.
 */
export function passwordResetOtpEmail({ name, otp, validMinutes }: { name: string; otp: string; validMinutes: number }): RenderedEmail {
  const who = cleanName(name);
  const subject = 'Your Minutemart password reset code';
  const text = [
    `Hi ${who},`,
    '',
    'Use this code to reset your Minutemart password:',
    '',
    `    ${otp}`,
    '',
    `The code is valid for ${validMinutes} minutes and can be used once.`,
    '',
    "Didn't ask for this? You can safely ignore this email; your password stays the same.",
    '',
    '— Minutemart',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f3;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f3;padding:24px 0;">
    <tr><td align="center">
      <table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e3e8e1;">
        <tr><td style="background:#0c831f;padding:18px 24px;">
          <span style="font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:0.5px;">Minutemart</span>
          <span style="font-size:13px;color:#f8cb46;padding-left:8px;">groceries in minutes</span>
        </td></tr>
        <tr><td style="padding:28px 24px 8px 24px;font-size:16px;line-height:24px;">
          <p style="margin:0 0 12px 0;">Hi ${escapeHtml(who)},</p>
          <p style="margin:0 0 20px 0;">Use this code to reset your Minutemart password:</p>
        </td></tr>
        <tr><td align="center" style="padding:0 24px;">
          <div style="display:inline-block;background:#f1faf3;border:1px dashed #0c831f;border-radius:10px;padding:14px 22px;font-family:'Courier New',Courier,monospace;font-size:34px;font-weight:bold;letter-spacing:10px;color:#0c831f;">${escapeHtml(otp)}</div>
        </td></tr>
        <tr><td style="padding:20px 24px 8px 24px;font-size:14px;line-height:22px;color:#3e4c59;">
          <p style="margin:0 0 8px 0;">The code is valid for <strong>${validMinutes} minutes</strong> and can be used once.</p>
          <p style="margin:0;">Didn't ask for this? You can safely ignore this email; your password stays the same.</p>
        </td></tr>
        <tr><td style="padding:20px 24px 24px 24px;font-size:12px;color:#7b8794;border-top:1px solid #eef1ed;">
          Minutemart will never ask you for this code by phone or chat.
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject, html, text };
}
