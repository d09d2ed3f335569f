import { pipeline } from 'node:stream/promises';
import express, { Router } from 'express';
import { z } from 'zod';
import { badRequest, handle, notFound, ok, parseInput, requireInternalToken } from '@minutemart/kit';
import type { ObjectStore } from '../data/object-store.js';

const PDF = 'application/pdf';
const params = z.object({
  kind: z.enum(['invoices', 'credit-notes'], { error: 'Unknown document kind' }),
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}\.pdf$/, 'A document name is letters, digits, dots, dashes or underscores ending in .pdf'),
});
const keyOf = (p: z.infer<typeof params>) => `documents/${p.kind}/${p.name}`;

/**
 * /internal/documents: the order service's tax documents (ADR 0019), kept private in our bucket
 * (never under /media). Write-once: an invoice never changes once issued, so a second PUT of the
 * same name (a retry) keeps the first file and says so.
 */
export function documentRoutes(store: ObjectStore, token: string, maxBytes: number): Router {
  const r = Router();
  r.use(requireInternalToken(token));

  r.put(
    '/:kind/:name',
    express.raw({ type: PDF, limit: maxBytes }),
    handle(async (req, res) => {
      const p = parseInput(params, req.params);
      const body = req.body as unknown;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(`Send the document as ${PDF}`);
      if (body.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest('The document is not a PDF');
      const key = keyOf(p);
      const existing = await store.stat(key);
      if (existing) {
        ok(res, { key, size: existing.size, stored: false }, 'Document already stored');
        return;
      }
      await store.put(key, body, PDF);
      ok(res, { key, size: body.length, stored: true }, 'Document stored', {}, 201);
    }),
  );

  r.get(
    '/:kind/:name',
    handle(async (req, res) => {
      const p = parseInput(params, req.params);
      const key = keyOf(p);
      const found = await store.stat(key);
      if (!found) throw notFound('Document not found');
      const body = await store.read(key);
      if (!body) throw notFound('Document not found');
      res.setHeader('Content-Type', PDF);
      res.setHeader('Content-Length', String(found.size));
      res.setHeader('Cache-Control', 'no-store');
      await pipeline(body, res).catch(() => res.destroy());
    }),
  );
  return r;
}
