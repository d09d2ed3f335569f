import { Router } from 'express';
import { handle } from '@minutemart/kit';
import type { KeyStore } from '../domain/key-store.js';

/** Public keys for the gateway and every service; short cache so rotations spread quickly. */
export function jwksRoutes(keys: KeyStore): Router {
  const r = Router();
  r.get(
    '/jwks.json',
    handle(async (_req, res) => {
      res.setHeader('cache-control', 'public, max-age=300');
      res.json(await keys.publicJwks());
    }),
  );
  return r;
}
