import express from 'express';
import { z } from 'zod';

/** What Express's 'trust proxy' setting gets: a hop count, `false`, or addresses, CIDRs and names. */
export type TrustProxy = number | false | string[];

const MAX_HOPS = 10;

/**
 * Parses TRUST_PROXY into one of Express's 'trust proxy' forms:
 * - `loopback`, `linklocal`, `uniquelocal`, IPs and CIDRs (`10.0.0.0/8`, `fd00::/8`), comma-separated:
 *   X-Forwarded-For is believed only when it was added by a hop from these addresses;
 * - a hop count (`1`: one proxy, e.g. the ingress controller, in front of the gateway);
 * - `false`: ignore X-Forwarded-For (the gateway faces the clients itself).
 * `true` is refused: it would let every client pick its own address and so its own rate-limit budget.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      '"true" would let any client choose its address with X-Forwarded-For; give the proxies\' addresses (e.g. "loopback, uniquelocal") or their number (e.g. 1)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`a hop count of ${hops} is more proxies than any deployment has; use 0-${MAX_HOPS}`);
    return hops;
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error('give "loopback", a hop count, "false", or addresses/CIDRs separated by commas');
  // Express's own parser (proxy-addr) decides what is valid, so the setting can never fail later.
  try {
    express().set('trust proxy', list);
  } catch (err) {
    throw new Error(`${(err as Error).message} (expected loopback, linklocal, uniquelocal, an IP or a CIDR such as 10.0.0.0/8)`, { cause: err });
  }
  return list;
}

/** The TRUST_PROXY config field: a bad value stops the gateway at start with the reason. */
export const trustProxySetting = z
  .string()
  .default('loopback')
  .transform((raw, ctx): TrustProxy => {
    try {
      return parseTrustProxy(raw);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `${JSON.stringify(raw)}: ${(err as Error).message}` });
      return z.NEVER;
    }
  });

/** Whether Express, under `setting`, lets the hop at `address` (`hop` 0 = the socket's peer) name the client. */
export function trustsHop(setting: TrustProxy, address: string, hop = 0): boolean {
  const trust = express().set('trust proxy', setting).get('trust proxy fn') as (addr: string, i: number) => boolean;
  return trust(address, hop);
}
