import { Router } from 'express';
import { extractAccessToken, handle, ok, parseInput, unauthorized } from '@minutemart/kit';
import type { AddressBook } from '../domain/addresses.js';
import { mergeLines, type Placement } from '../domain/placement.js';
import type { Quotes } from '../domain/quotes.js';
import { quoteBody } from './pricing-schemas.js';

/**
 * POST /api/order/quote: the bill a basket would get now, line by line, with the offers a shopper
 * could use and why the others do not apply yet. Takes what cash-on-delivery takes (plus a code),
 * or a pincode instead of the address for a cart before checkout; open to guests (their first-order
 * and per-shopper limits are judged when they place). Nothing is held or redeemed.
 */
export function pricingRoutes(deps: { quotes: Quotes; placement: Placement; addresses: AddressBook }): Router {
  const r = Router();
  r.post(
    '/quote',
    handle(async (req, res) => {
      const body = parseInput(quoteBody, req.body);
      let pincode = body.pincode;
      if (body.addressId) {
        const token = extractAccessToken(req);
        if (!req.auth || !token) throw unauthorized();
        pincode = (await deps.addresses.activeAddress(token, body.addressId)).pincode;
      }
      const store = await deps.placement.chooseStore(pincode!);
      const { quote } = await deps.quotes.price({ userId: req.auth?.sub ?? null, store, lines: mergeLines(body.list_items), couponCode: body.couponCode });
      res.setHeader('cache-control', 'no-store');
      ok(res, quote, quote.coupon && !quote.coupon.applied ? quote.coupon.message : 'quote');
    }),
  );
  return r;
}
