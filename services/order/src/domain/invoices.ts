import type { Model } from 'mongoose';
import { GST_STATES, gstStateCode } from '@minutemart/contracts';
import { notFound, type Logger } from '@minutemart/kit';
import type { OrderDoc } from '../data/order-model.js';
import type { StoreDoc } from '../data/store-model.js';
import type { InvoiceInputDoc, TaxDocumentDoc, TaxDocumentKind } from '../data/invoice-model.js';
import type { Clock } from './clock.js';
import { documentNumber, financialYear, type DocumentNumbers } from './document-numbers.js';
import type { DocumentFolder, DocumentStore } from './document-store.js';
import { renderTaxDocument } from './invoice-pdf.js';
import { creditLines, isInterState, supplyOf, taxLines, totalsOf, UNCLASSIFIED, type ProductTax, type SupplySource, type TaxLine } from './tax-document.js';

export interface InvoiceDeps {
  orders: Model<OrderDoc>;
  stores: Model<StoreDoc>;
  documents: Model<TaxDocumentDoc>;
  inputs: Model<InvoiceInputDoc>;
  numbers: DocumentNumbers;
  files: DocumentStore;
  clock: Clock;
  logger: Logger;
}

/** A document as the shopper's and admins' screens list it (no lines). */
export interface DocumentSummary {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  noteNo?: number;
  invoiceNumber?: string;
  reason?: string;
  totals: TaxDocumentDoc['totals'];
  interState: boolean;
  /** Where the PDF is downloaded from (through the gateway). */
  url: string;
}

const folderOf = (kind: TaxDocumentKind): DocumentFolder => (kind === 'invoice' ? 'invoices' : 'credit-notes');
/**
 * `blr-indiranagar_INV-2627-000042_ORD-….pdf`: numbers repeat across stores, and across databases
 * that share one bucket (a test stack beside a dev stack), so the store and the order name the file too.
 */
export const fileNameOf = (d: Pick<TaxDocumentDoc, 'storeId' | 'number' | 'orderId'>): string =>
  `${d.storeId}_${d.number.replace(/\//g, '-')}_${d.orderId}.pdf`;

const invoiceId = (orderId: string) => `invoice:${orderId}`;
/** How long one writer may hold an order's credit notes. */
const LOCK_MS = 30_000;

/**
 * Tax invoices and credit notes (ADR 0019). The invoice is issued once per order when the order
 * is confirmed and its lines' tax data is known (two events, either first); every refund after
 * it issues a credit note referring to it. Documents never change once written; each one's PDF is
 * rendered and stored when it is first downloaded (by the shopper, or for the delivery mail).
 */
export class Invoices {
  constructor(private readonly d: InvoiceDeps) {}

  /**
   * stock.reserved / stock.substitute_held: the tax data of the held lines. A substitute's is
   * recorded even when the catalogue has none (it is then unclassified), so a credit note waiting
   * for it is never left waiting.
   */
  async taxHeld(orderId: string, lines: { productId: string; hsn?: string; gstRate?: number }[], reserved: boolean): Promise<void> {
    const set: Record<string, unknown> = {};
    for (const l of lines)
      if (!reserved || l.hsn !== undefined || l.gstRate !== undefined)
        set[`tax.${l.productId}`] = { hsn: l.hsn ?? UNCLASSIFIED.hsn, gstRate: l.gstRate ?? UNCLASSIFIED.gstRate };
    if (reserved) set['reserved'] = true;
    if (Object.keys(set).length === 0) return;
    const input = await this.d.inputs.findOneAndUpdate({ _id: orderId }, { $set: set }, { upsert: true, returnDocument: 'after' }).lean<InvoiceInputDoc>();
    if (reserved && input?.confirmed) await this.issue(orderId);
    if (input?.pending?.length) await this.settlePending(orderId);
  }

  /** order.confirmed. */
  async confirmed(orderId: string): Promise<void> {
    const input = await this.d.inputs
      .findOneAndUpdate({ _id: orderId }, { $set: { confirmed: true } }, { upsert: true, returnDocument: 'after' })
      .lean<InvoiceInputDoc>();
    if (input?.reserved) await this.issue(orderId);
  }

  /** The order's invoice: the one issued before, or a new one. null when it cannot have one (yet). */
  async issue(orderId: string): Promise<TaxDocumentDoc | null> {
    const existing = await this.d.documents.findById(invoiceId(orderId)).lean<TaxDocumentDoc>();
    if (existing) {
      await this.credit(orderId, 'at-issue', 'Refund before the invoice was issued');
      return existing;
    }
    const order = await this.d.orders.findOne({ orderId }).lean<OrderDoc>();
    if (!order) return null;
    const tax = await this.taxOf(orderId);
    const supply = supplyOf(order as unknown as SupplySource, tax);
    if (supply.length === 0) return null;
    const parties = await this.parties(order);
    if (!parties) return null;
    const lines = taxLines(supply, parties.interState);
    const doc = await this.write('invoice', invoiceId(orderId), order, parties, lines, {});
    // A refund recorded while the invoice was being issued is in the order already: credit it now.
    await this.credit(orderId, 'at-issue', 'Refund before the invoice was issued');
    return doc;
  }

  /**
   * A refund (missing units, a substitute, a cancellation): the credit note for `eventId`, bringing
   * the invoice down to what the order supplies now. null when there is no invoice yet (it will
   * reflect the order as it is then), nothing left to credit, or a substitute's tax data has not
   * arrived yet (the note is issued when it does).
   */
  async credit(orderId: string, eventId: string, reason: string): Promise<TaxDocumentDoc | null> {
    return this.exclusive(orderId, () => this.creditNow(orderId, eventId, reason));
  }

  private async creditNow(orderId: string, eventId: string, reason: string): Promise<TaxDocumentDoc | null> {
    const invoice = await this.d.documents.findById(invoiceId(orderId)).lean<TaxDocumentDoc>();
    if (!invoice) return null;
    const id = `credit:${orderId}:${eventId}`;
    const existing = await this.d.documents.findById(id).lean<TaxDocumentDoc>();
    if (existing) return existing;
    const [order, notes, input] = await Promise.all([
      this.d.orders.findOne({ orderId }).lean<OrderDoc>(),
      this.d.documents.find({ orderId, kind: 'credit_note' }).sort({ noteNo: 1 }).lean<TaxDocumentDoc[]>(),
      this.d.inputs.findById(orderId).lean<InvoiceInputDoc>(),
    ]);
    if (!order) return null;
    const tax = input?.tax ?? {};
    if (order.items.some((i) => i.substituteFor && !tax[i.productId])) {
      // The substitute's code and rate come with stock.substitute_held, on the stock topic: wait for them.
      const after = await this.d.inputs
        .findOneAndUpdate({ _id: orderId, 'pending.eventId': { $ne: eventId } }, { $push: { pending: { eventId, reason } } }, { returnDocument: 'after' })
        .lean<InvoiceInputDoc>();
      // Arrived in between: taxHeld may have looked at `pending` before this entry was in it.
      if (after && order.items.every((i) => !i.substituteFor || after.tax[i.productId]))
        return this.creditNow(orderId, eventId, reason).then(async (doc) => (await this.settled(orderId, eventId), doc));
      return null;
    }
    const lines = creditLines(
      invoice.lines,
      notes.map((n) => n.lines),
      supplyOf(order as unknown as SupplySource, tax),
      invoice.interState,
    );
    if (lines.length === 0) return null;
    const parties = { seller: invoice.seller, buyer: invoice.buyer, placeOfSupply: invoice.placeOfSupply, interState: invoice.interState };
    return this.write('credit_note', id, order, parties, lines, { invoiceNumber: invoice.number, reason, noteNo: notes.length + 1 });
  }

  /** The credit notes that waited for a substitute's tax data, in the order their refunds came. */
  private async settlePending(orderId: string): Promise<void> {
    await this.exclusive(orderId, async () => {
      const pending = (await this.d.inputs.findById(orderId).lean<InvoiceInputDoc>())?.pending ?? [];
      for (const p of pending) {
        await this.d.inputs.updateOne({ _id: orderId }, { $pull: { pending: { eventId: p.eventId } } });
        await this.creditNow(orderId, p.eventId, p.reason);
      }
    });
  }

  private async settled(orderId: string, eventId: string): Promise<void> {
    await this.d.inputs.updateOne({ _id: orderId }, { $pull: { pending: { eventId } } });
  }

  /**
   * Runs `fn` as the order's only writer of credit notes: each note is computed from the notes
   * before it, and refunds arrive from two topics at once. A lease on the order's input document
   * (one conditional write), so a writer that died lets the next one in after LOCK_MS.
   */
  private async exclusive<T>(orderId: string, fn: () => Promise<T>): Promise<T> {
    const me = `${process.pid}:${Math.random().toString(36).slice(2)}`;
    for (let attempt = 0; ; attempt++) {
      const now = Date.now();
      const got = await this.d.inputs.updateOne(
        { _id: orderId, $or: [{ lockedUntil: null }, { lockedUntil: { $exists: false } }, { lockedUntil: { $lt: new Date(now) } }] },
        { $set: { lockedUntil: new Date(now + LOCK_MS), lockedBy: me } },
      );
      if (got.modifiedCount === 1) break;
      // No input document at all: nothing was ever held for this order, so there is no invoice to credit.
      if (attempt === 0 && !(await this.d.inputs.exists({ _id: orderId }))) return fn();
      if (attempt > LOCK_MS / 25) throw new Error(`credit notes of ${orderId} are busy`);
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 40));
    }
    try {
      return await fn();
    } finally {
      await this.d.inputs.updateOne({ _id: orderId, lockedBy: me }, { $set: { lockedUntil: null, lockedBy: null } });
    }
  }

  async documentsOf(orderId: string): Promise<{ invoice: DocumentSummary | null; creditNotes: DocumentSummary[] }> {
    const docs = await this.d.documents.find({ orderId }).select('-lines').sort({ issuedAt: 1 }).lean<TaxDocumentDoc[]>();
    const summary = (x: TaxDocumentDoc): DocumentSummary => ({
      kind: x.kind,
      number: x.number,
      issuedAt: x.issuedAt,
      totals: x.totals,
      interState: x.interState,
      ...(x.kind === 'credit_note' ? { noteNo: x.noteNo, invoiceNumber: x.invoiceNumber, reason: x.reason } : {}),
      url: x.kind === 'invoice' ? `/api/order/invoice/${orderId}` : `/api/order/invoice/${orderId}/credit-note/${x.noteNo}`,
    });
    const invoice = docs.find((x) => x.kind === 'invoice');
    return {
      invoice: invoice ? summary(invoice) : null,
      creditNotes: docs
        .filter((x) => x.kind === 'credit_note')
        .sort((a, b) => (a.noteNo ?? 0) - (b.noteNo ?? 0))
        .map(summary),
    };
  }

  /** The order's invoice (noteNo undefined) or its credit note number `noteNo`, with its PDF. */
  async file(orderId: string, noteNo?: number): Promise<{ doc: TaxDocumentDoc; pdf: Buffer }> {
    const doc =
      noteNo === undefined
        ? await this.d.documents.findById(invoiceId(orderId)).lean<TaxDocumentDoc>()
        : await this.d.documents.findOne({ orderId, kind: 'credit_note', noteNo }).lean<TaxDocumentDoc>();
    if (!doc) throw notFound(noteNo === undefined ? 'No invoice for this order yet' : 'Credit note not found');
    const name = fileNameOf(doc);
    const stored = await this.d.files.get(folderOf(doc.kind), name);
    if (stored) return { doc, pdf: stored };
    // Printed at the first download, not at issue: rendering is the costliest part of a document and
    // most are never opened before delivery, so confirmation does not pay for it. The document is the truth.
    const pdf = await renderTaxDocument(doc);
    await this.store(doc, pdf).catch((e) => this.d.logger.warn({ err: (e as Error).message, number: doc.number }, 'document PDF not stored'));
    return { doc, pdf };
  }

  private async taxOf(orderId: string): Promise<Record<string, ProductTax>> {
    return (await this.d.inputs.findById(orderId).lean<InvoiceInputDoc>())?.tax ?? {};
  }

  private async parties(order: OrderDoc) {
    const store = await this.d.stores.findById(order.storeId).lean<StoreDoc>();
    const legal = store?.legal;
    if (!legal) {
      this.d.logger.warn({ orderId: order.orderId, storeId: order.storeId }, 'the store has no legal identity (GSTIN): no invoice issued');
      return null;
    }
    const a = order.delivery_address;
    const deliveryCode = a?.state ? gstStateCode(a.state) : undefined;
    const interState = isInterState(legal.stateCode, a?.state);
    const stateCode = deliveryCode ?? legal.stateCode;
    return {
      seller: { legalName: legal.name, gstin: legal.gstin, stateCode: legal.stateCode, address: legal.address, storeId: order.storeId, storeName: store.name },
      buyer: { address: [a?.address_line, a?.city].filter(Boolean).join(', '), state: a?.state ?? '', pincode: a?.pincode ?? '', mobile: a?.mobile ?? '' },
      placeOfSupply: { stateCode, state: GST_STATES[stateCode] ?? '' },
      interState,
    };
  }

  private async write(
    kind: TaxDocumentKind,
    id: string,
    order: OrderDoc,
    parties: Pick<TaxDocumentDoc, 'seller' | 'buyer' | 'placeOfSupply' | 'interState'>,
    lines: TaxLine[],
    extra: Pick<TaxDocumentDoc, 'invoiceNumber' | 'reason' | 'noteNo'>,
  ): Promise<TaxDocumentDoc> {
    const issuedAt = this.d.clock();
    const fy = financialYear(issuedAt);
    const seq = await this.d.numbers.claim(kind, order.storeId, fy, id);
    const doc: TaxDocumentDoc = {
      _id: id,
      kind,
      orderId: order.orderId,
      userId: String(order.userId),
      storeId: order.storeId,
      number: documentNumber(kind, fy, seq),
      seq,
      financialYear: fy,
      issuedAt,
      ...parties,
      paymentMethod: order.paymentMethod,
      lines,
      totals: totalsOf(lines),
      ...extra,
      pdf: null,
    };
    let written = doc;
    try {
      await this.d.documents.collection.insertOne(doc as never);
    } catch (e) {
      if ((e as { code?: number }).code !== 11000) throw e;
      // Another delivery of the same event wrote it first, with the same claimed number.
      const other = await this.d.documents.findById(id).lean<TaxDocumentDoc>();
      if (!other) throw e;
      written = other;
    }
    await this.d.numbers.release(kind, order.storeId, fy, id);
    this.d.logger.info({ orderId: order.orderId, number: written.number, kind }, 'tax document issued');
    return written;
  }

  private async store(doc: TaxDocumentDoc, pdf: Buffer): Promise<string> {
    const key = await this.d.files.put(folderOf(doc.kind), fileNameOf(doc), pdf);
    await this.d.documents.updateOne({ _id: doc._id, pdf: null }, { $set: { pdf: { key, bytes: pdf.length } } });
    return key;
  }
}
