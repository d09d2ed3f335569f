import { escapeHtml } from '@minutemart/kit';
import { cleanName, mailFrame, type RenderedEmail } from './frame.js';

export type { RenderedEmail } from './frame.js';

/** The password-reset OTP mail, with a plain-text part for clients that do not render HTML. */
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

  const html = mailFrame(
    subject,
    `
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
        </td></tr>`,
  );
  return { subject, html, text };
}
