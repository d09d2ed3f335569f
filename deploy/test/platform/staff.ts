import type { Role } from '@minutemart/contracts';
import { testInfra } from '@minutemart/kit/testing';
import { gatewayUrl, http, waitFor } from './stack.js';

export const STAFF_PASSWORD = 'Matrix12345';

let n = 0;
/** A fresh address for this run. */
export const staffEmail = (tag: string) => `matrix.${tag}.${Date.now().toString(36)}${n++}@example.test`;

/**
 * A staff account the way people get one: invited through the API by `admin`, the link from the
 * mail MailDev received, a password set, then signed in.
 */
export async function onboard(
  admin: Record<string, string>,
  role: Role,
  stores: string[],
): Promise<{ id: string; email: string; headers: Record<string, string> }> {
  const address = staffEmail(role.toLowerCase());
  const invited = await http(`${gatewayUrl}/api/user/staff/invite`, { headers: admin, body: { email: address, name: `Matrix ${role}`, role, stores } });
  if (invited.status !== 201) throw new Error(`invite ${role}: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = await waitFor(
    async () => {
      const mails = (await (await fetch(`${testInfra.mailApiUrl}/email`)).json()) as { to: { address: string }[]; text: string }[];
      const mail = mails.find((m) => m.to.some((t) => t.address === address));
      return mail ? /#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
    },
    { what: `the invitation to ${address}`, timeoutMs: 20_000 },
  );
  const accepted = await http(`${gatewayUrl}/api/user/staff/accept-invite`, { body: { token, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD } });
  if (accepted.status !== 201) throw new Error(`accept ${role}: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const login = await http(`${gatewayUrl}/api/user/login`, { body: { email: address, password: STAFF_PASSWORD } });
  if (login.status !== 200) throw new Error(`login ${role}: ${login.status}`);
  return { id: String(accepted.body.data._id), email: address, headers: { cookie: `accessToken=${login.cookies['accessToken']}` } };
}
