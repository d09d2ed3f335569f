import type { StaffRole } from '@minutemart/contracts';
import { escapeHtml } from '@minutemart/kit';
import { cleanName, mailFrame, type RenderedEmail } from './frame.js';

const JOBS: Record<StaffRole, string> = {
  PICKER: 'a picker',
  RIDER: 'a rider',
  STORE_MANAGER: 'the store manager',
  SUPPORT: 'customer support',
  ADMIN: 'an admin',
};

/** "a picker at blr-indiranagar", "an admin". */
export const jobOf = (role: StaffRole, stores: readonly string[]): string => `${JOBS[role]}${stores.length ? ` at ${stores.join(', ')}` : ''}`;

/** The invitation to a staff account: a one-time link that sets the password. */
export function staffInviteEmail({
  name,
  role,
  stores,
  link,
  validHours,
}: {
  name: string;
  role: StaffRole;
  stores: readonly string[];
  link: string;
  validHours: number;
}): RenderedEmail {
  const who = cleanName(name);
  const job = jobOf(role, stores);
  const subject = 'Your Minutemart staff account';
  const text = [
    `Hi ${who},`,
    '',
    `You have been invited to Minutemart as ${job}. Open this link to choose your password:`,
    '',
    link,
    '',
    `The link works once, within ${validHours} hours. Then sign in with this email address and your password.`,
    '',
    'Not expecting this? Ignore this email; nothing happens without the link.',
    '',
    '— Minutemart',
  ].join('\n');
  const html = mailFrame(
    subject,
    `
        <tr><td style="padding:28px 24px 8px 24px;font-size:16px;line-height:24px;">
          <p style="margin:0 0 12px 0;">Hi ${escapeHtml(who)},</p>
          <p style="margin:0 0 20px 0;">You have been invited to Minutemart as <strong>${escapeHtml(job)}</strong>.</p>
        </td></tr>
        <tr><td align="center" style="padding:0 24px;">
          <a href="${escapeHtml(link)}" style="display:inline-block;background:#0c831f;color:#ffffff;border-radius:10px;padding:14px 22px;font-size:16px;font-weight:bold;text-decoration:none;">Choose your password</a>
        </td></tr>
        <tr><td style="padding:20px 24px 24px 24px;font-size:14px;line-height:22px;color:#3e4c59;">
          <p style="margin:0 0 8px 0;">The link works once, within <strong>${validHours} hours</strong>. Then sign in with this email address and your password.</p>
          <p style="margin:0;">Not expecting this? Ignore this email; nothing happens without the link.</p>
        </td></tr>`,
  );
  return { subject, html, text };
}
