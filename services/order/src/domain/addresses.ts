import { deliveryInstructions } from '@minutemart/contracts';
import { HttpError, badRequest, unauthorized } from '@minutemart/kit';
import type { AddressSnapshot } from '../data/order-model.js';

interface AddressRecord extends AddressSnapshot {
  status?: boolean;
}

/**
 * Asks the user service, with the shopper's own token, for the shopper's active addresses: the
 * owner check is the user service's own, and an address saved a moment ago is already there
 * (an event-fed copy could lag behind the checkout that follows adding it).
 */
export class AddressBook {
  constructor(private readonly userServiceUrl: string) {}

  async activeAddress(accessToken: string, addressId: string): Promise<AddressSnapshot> {
    let res: Response;
    try {
      res = await fetch(`${this.userServiceUrl}/api/address/get`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        // Generous: a busy user service answering in 3–4 s is still better than refusing the order.
        signal: AbortSignal.timeout(6_000),
      });
    } catch {
      throw new HttpError(503, 'Your addresses cannot be checked right now. Please try again in a moment.');
    }
    if (res.status === 401) throw unauthorized();
    if (!res.ok) throw new HttpError(503, 'Your addresses cannot be checked right now. Please try again in a moment.');
    const body = (await res.json()) as { data?: AddressRecord[] };
    const found = (body.data ?? []).find((a) => String(a._id) === addressId && a.status !== false);
    if (!found) throw badRequest('Choose one of your saved delivery addresses');
    // Read through the contract's schema: a stored value that does not fit it is not passed on to the rider.
    const instructions = found.instructions === undefined ? undefined : deliveryInstructions.safeParse(found.instructions).data;
    return {
      ...(instructions ? { instructions } : {}),
      _id: String(found._id),
      address_line: String(found.address_line ?? ''),
      city: String(found.city ?? ''),
      state: String(found.state ?? ''),
      country: String(found.country ?? ''),
      pincode: String(found.pincode ?? ''),
      mobile: String(found.mobile ?? ''),
    };
  }
}
