import { Router } from 'express';
import { handle, notFound, ok, parseInput, requirePermission, userId } from '@minutemart/kit';
import type { FeeRuleBook } from '../domain/fee-rule-book.js';
import type { OfferBook } from '../domain/offer-book.js';
import { offerView } from '../domain/offer-book.js';
import type { StoreDirectory } from '../domain/dark-store/store-directory.js';
import type { Clock } from '../domain/clock.js';
import { buildBreakdown, DEFAULT_FEE_RULES, feeMoment } from '../domain/pricing.js';
import { feePreviewBody, offerBody, offerIdInput, setFeesBody } from './pricing-schemas.js';

export interface PricingAdminDeps {
  fees: FeeRuleBook;
  offers: OfferBook;
  directory: StoreDirectory;
  clock: Clock;
}

/**
 * /api/order/admin: fee settings per scope (fees.manage) and offers (offers.manage). Fees are read
 * with every store's resolved settings beside the scopes, so the screen shows what is in force.
 */
export function pricingAdminRoutes({ fees, offers, directory, clock }: PricingAdminDeps): Router {
  const r = Router();

  const feesAnswer = () => ({
    defaults: DEFAULT_FEE_RULES,
    scopes: fees.list(),
    stores: directory.all().map((s) => ({ storeId: s._id, name: s.name, city: s.city, rules: fees.rulesFor(s._id, s.city) })),
  });

  r.get(
    '/fees',
    requirePermission('fees.manage'),
    handle(async (_req, res) => {
      ok(res, feesAnswer(), 'fees');
    }),
  );

  r.put(
    '/fees',
    requirePermission('fees.manage'),
    handle(async (req, res) => {
      const body = parseInput(setFeesBody, req.body);
      if (body.scope === 'store' && !directory.get(body.storeId) && directory.perStore) throw notFound('Store not found');
      const scope =
        body.scope === 'default'
          ? { scope: 'default' as const }
          : body.scope === 'city'
            ? { scope: 'city' as const, city: body.city }
            : { scope: 'store' as const, storeId: body.storeId };
      await fees.set(scope, body.rules, userId(req), body.version);
      ok(res, feesAnswer(), 'Fees saved');
    }),
  );

  /** The bill of a sample basket at a store (or city) with the settings in force, at a chosen moment and promise. */
  r.post(
    '/fees/preview',
    requirePermission('fees.manage'),
    handle(async (req, res) => {
      const body = parseInput(feePreviewBody, req.body);
      const store = body.storeId ? directory.get(body.storeId) : undefined;
      if (body.storeId && !store) throw notFound('Store not found');
      const rules = fees.rulesFor(body.storeId ?? '', store?.city ?? body.city ?? '');
      const at = body.at ?? clock();
      const minutes = body.promisedMinutes ?? store?.load.minutes ?? 10;
      const sample = [
        {
          productId: 'sample',
          name: 'Sample basket',
          image: [],
          unit: '',
          quantity: 1,
          price: body.basketPaise / 100,
          discount: 0,
          unitPricePaise: body.basketPaise,
          lineSubTotalPaise: body.basketPaise,
          lineTotalPaise: body.basketPaise,
        },
      ];
      ok(res, { rules, at, promisedMinutes: minutes, breakdown: buildBreakdown(sample, rules, feeMoment(rules, at, minutes), []) }, 'preview');
    }),
  );

  r.get(
    '/offers',
    requirePermission('offers.manage'),
    handle(async (_req, res) => {
      ok(res, (await offers.list()).map(offerView), 'offers');
    }),
  );

  r.post(
    '/offers',
    requirePermission('offers.manage'),
    handle(async (req, res) => {
      const body = parseInput(offerBody, req.body);
      const created = await offers.create({ ...body, startsAt: body.startsAt ?? clock() }, userId(req));
      ok(res, offerView(created), 'Offer created', {}, 201);
    }),
  );

  r.post(
    '/offers/pause',
    requirePermission('offers.manage'),
    handle(async (req, res) => {
      const { offerId } = parseInput(offerIdInput, req.body);
      ok(res, offerView(await offers.setStatus(offerId, 'paused')), 'Offer paused');
    }),
  );

  r.post(
    '/offers/resume',
    requirePermission('offers.manage'),
    handle(async (req, res) => {
      const { offerId } = parseInput(offerIdInput, req.body);
      ok(res, offerView(await offers.setStatus(offerId, 'active')), 'Offer resumed');
    }),
  );

  r.get(
    '/offers/usage',
    requirePermission('offers.manage'),
    handle(async (req, res) => {
      const { offerId } = parseInput(offerIdInput, req.query);
      ok(res, await offers.usage(offerId), 'offer usage');
    }),
  );

  return r;
}
