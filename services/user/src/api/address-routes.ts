import { Router } from 'express';
import { handle, ok, parseInput, requireAuth, userId } from '@minutemart/kit';
import type { Addresses } from '../domain/addresses.js';
import { addressIdBody, createAddressBody, updateAddressBody } from './schemas.js';

/** /api/address: every route needs a signed-in user and acts on that user's addresses only. */
export function addressRoutes(addresses: Addresses): Router {
  const r = Router();
  r.use(requireAuth);

  r.post(
    '/create',
    handle(async (req, res) => {
      const fields = parseInput(createAddressBody, req.body);
      ok(res, await addresses.create(userId(req), fields), 'Address Created Successfully', {}, 201);
    }),
  );

  r.get(
    '/get',
    handle(async (req, res) => {
      ok(res, await addresses.list(userId(req)), 'List of address');
    }),
  );

  // The client sends the whole address back (userId, status, timestamps…): only the six fields and the instructions count.
  r.put(
    '/update',
    handle(async (req, res) => {
      const { _id, ...fields } = parseInput(updateAddressBody, req.body);
      const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      ok(res, await addresses.update(userId(req), _id, changes), 'Address Updated');
    }),
  );

  r.delete(
    '/disable',
    handle(async (req, res) => {
      const { _id } = parseInput(addressIdBody, req.body);
      ok(res, await addresses.disable(userId(req), _id), 'Address remove');
    }),
  );

  return r;
}
