/** Staff accounts for the browser tests: invited by the admin through the API, the mail's link spent with a password. */
import { BASE_URL } from './server.js';
import { MAILDEV_URL, apiCall } from './live.js';
import { eventually, type Caller } from './shop.js';

export const STAFF_PASSWORD = 'Staff4Store9';
const stamp = Date.now().toString(36);

/** The invitation link in the newest mail MailDev received for this address. */
export async function invitationLink(address: string): Promise<string> {
  return eventually(
    `the invitation mail to ${address}`,
    async () => {
      const res = await fetch(`${MAILDEV_URL}/email`).catch(() => null);
      if (!res?.ok) return null;
      const mails = (await res.json()) as Array<{ to?: Array<{ address?: string }>; text?: string }>;
      const mine = mails.filter((m) => m.to?.some((t) => t.address?.toLowerCase() === address));
      const link = /(https?:\/\/\S+\/staff\/invite#token=[A-Za-z0-9_-]+)/.exec(mine.at(-1)?.text ?? '')?.[1];
      // The link names the stack's public address; the browser drives this one.
      return link ? `${BASE_URL}${new URL(link).pathname}${new URL(link).hash}` : null;
    },
    30_000,
  );
}

/** A staff account through the API: invited by the admin, the mail's link spent with a password. */
export async function staffAccount(admin: Caller, role: string, stores: string[]): Promise<{ name: string; email: string; password: string }> {
  const email = `e2e.${role.toLowerCase()}.${stamp}${Math.floor(Math.random() * 1e4)}@example.com`;
  const name = `E2E ${role} ${stamp}`;
  expect((await admin.call('POST', '/api/user/staff/invite', { email, name, role, stores })).status).toBe(201);
  const token = new URL(await invitationLink(email)).hash.replace('#token=', '');
  const accepted = await apiCall('POST', '/api/user/staff/accept-invite', { token, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD });
  expect(accepted.status).toBe(201);
  return { name, email, password: STAFF_PASSWORD };
}
