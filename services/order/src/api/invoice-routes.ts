import { Router, type Response } from 'express';
import { z } from 'zod';
import { handle, notFound, ok, parseInput, requireAuth, requireInternalToken } from '@minutemart/kit';
import type { OrderQueries } from '../domain/queries.js';
import type { Invoices } from '../domain/invoices.js';
import type { TaxDocumentDoc } from '../data/invoice-model.js';
import { orderIdBody } from './schemas.js';

const noteParams = orderIdBody.extend({
  noteNo: z.coerce
    .number({ error: 'A credit note is numbered 1, 2, 3…' })
    .int('A credit note is numbered 1, 2, 3…')
    .min(1, 'A credit note is numbered 1, 2, 3…')
    .max(1_000, 'A credit note is numbered 1, 2, 3…'),
});

function sendPdf(res: Response, doc: TaxDocumentDoc, pdf: Buffer): void {
  const what = doc.kind === 'invoice' ? 'Invoice' : 'Credit-note';
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${what}-${doc.number.replace(/\//g, '-')}.pdf"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Length', String(pdf.length));
  res.end(pdf);
}

/**
 * /api/order/invoice: an order's tax documents for its shopper and for holders of orders.read
 * (support, admins); anyone else's order is not found, as on the order's details.
 */
export function invoiceRoutes(invoices: Invoices, queries: OrderQueries): Router {
  const r = Router();
  r.use(requireAuth);

  r.get(
    '/:orderId/documents',
    handle(async (req, res) => {
      const { orderId } = parseInput(orderIdBody, req.params);
      await queries.details(orderId, req.auth!);
      ok(res, await invoices.documentsOf(orderId), 'Tax documents');
    }),
  );

  r.get(
    '/:orderId/credit-note/:noteNo',
    handle(async (req, res) => {
      const { orderId, noteNo } = parseInput(noteParams, req.params);
      await queries.details(orderId, req.auth!);
      const { doc, pdf } = await invoices.file(orderId, noteNo);
      sendPdf(res, doc, pdf);
    }),
  );

  r.get(
    '/:orderId',
    handle(async (req, res) => {
      const { orderId } = parseInput(orderIdBody, req.params);
      await queries.details(orderId, req.auth!);
      const { doc, pdf } = await invoices.file(orderId);
      sendPdf(res, doc, pdf);
    }),
  );
  return r;
}

/**
 * /internal/order: what the user service's order mails show (the order and its documents) and
 * the invoice they attach. Private data: the shared INTERNAL_TOKEN only; the gateway never routes it.
 */
export function internalOrderRoutes(invoices: Invoices, queries: OrderQueries, token: string): Router {
  const r = Router();
  r.use(requireInternalToken(token));

  r.get(
    '/:orderId',
    handle(async (req, res) => {
      const { orderId } = parseInput(orderIdBody, req.params);
      const order = await queries.view(orderId);
      if (!order) throw notFound('Order not found');
      ok(res, { order, documents: await invoices.documentsOf(orderId) }, 'Order');
    }),
  );

  r.get(
    '/:orderId/invoice',
    handle(async (req, res) => {
      const { orderId } = parseInput(orderIdBody, req.params);
      const { doc, pdf } = await invoices.file(orderId);
      sendPdf(res, doc, pdf);
    }),
  );
  return r;
}
