import { Schema, type Connection, type Model } from 'mongoose';
import type { TaxLine, TaxTotals, ProductTax } from '../domain/tax-document.js';

export type TaxDocumentKind = 'invoice' | 'credit_note';

export interface Seller {
  legalName: string;
  gstin: string;
  stateCode: string;
  address: string;
  storeId: string;
  storeName: string;
}

export interface Buyer {
  address: string;
  state: string;
  pincode: string;
  mobile: string;
}

/**
 * A tax invoice or credit note (ADR 0019): written once, when issued, and never changed after
 * (only `pdf` is filled in once the file is stored). `_id` is `invoice:<orderId>` or
 * `credit:<orderId>:<event id>`, so a retried issue finds the document, and its number, it wrote.
 */
export interface TaxDocumentDoc {
  _id: string;
  kind: TaxDocumentKind;
  orderId: string;
  userId: string;
  storeId: string;
  /** `INV/2627/000042`, `CN/2627/000007`: per store, per financial year, no gaps. */
  number: string;
  seq: number;
  /** `2026-27` (April to March, India time). */
  financialYear: string;
  issuedAt: Date;
  seller: Seller;
  buyer: Buyer;
  /** The GST state of delivery (the seller's when the address names none we know). */
  placeOfSupply: { stateCode: string; state: string };
  interState: boolean;
  paymentMethod: string;
  lines: TaxLine[];
  totals: TaxTotals;
  /** Credit notes: the invoice they refer to, why, and which one of the order's notes this is (1, 2…). */
  invoiceNumber?: string;
  reason?: string;
  noteNo?: number;
  pdf: { key: string; bytes: number } | null;
}

const taxDocumentSchema = new Schema<TaxDocumentDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: ['invoice', 'credit_note'], required: true },
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
    storeId: { type: String, required: true },
    number: { type: String, required: true },
    seq: { type: Number, required: true },
    financialYear: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    seller: { type: Schema.Types.Mixed, required: true },
    buyer: { type: Schema.Types.Mixed, required: true },
    placeOfSupply: { type: Schema.Types.Mixed, required: true },
    interState: { type: Boolean, required: true },
    paymentMethod: { type: String, default: '' },
    lines: { type: Schema.Types.Mixed, default: [] },
    totals: { type: Schema.Types.Mixed, required: true },
    invoiceNumber: String,
    reason: String,
    noteNo: Number,
    pdf: { type: Schema.Types.Mixed, default: null },
  },
  { versionKey: false, minimize: false },
);
taxDocumentSchema.index({ orderId: 1, kind: 1, issuedAt: 1 });
// One number per document of a kind in a store's year: a second writer of the same number fails.
taxDocumentSchema.index({ storeId: 1, kind: 1, financialYear: 1, seq: 1 }, { unique: true });

export const taxDocumentModel = (db: Connection): Model<TaxDocumentDoc> =>
  (db.models['taxDocument'] as Model<TaxDocumentDoc>) ?? db.model<TaxDocumentDoc>('taxDocument', taxDocumentSchema, 'tax_documents');

/**
 * One series: the last number taken, and the documents that took a number and have not been
 * written yet (`claims`), so the writer of one that crashed in between takes the same number again.
 */
export interface DocumentCounterDoc {
  _id: string;
  seq: number;
  claims: { ref: string; seq: number; at: Date }[];
}

const counterSchema = new Schema<DocumentCounterDoc>(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true },
    claims: { type: [{ ref: String, seq: Number, at: Date, _id: false }], default: [] },
  },
  { versionKey: false },
);

export const documentCounterModel = (db: Connection): Model<DocumentCounterDoc> =>
  (db.models['documentCounter'] as Model<DocumentCounterDoc>) ?? db.model<DocumentCounterDoc>('documentCounter', counterSchema, 'document_counters');

/** A refund whose credit note waits for a substitute's tax data (stock.substitute_held, on the other topic). */
export interface PendingCredit {
  eventId: string;
  reason: string;
}

/**
 * What an invoice needs that arrives on two topics: each product's tax data (stock.reserved,
 * stock.substitute_held) and the confirmation (order.confirmed). Whichever comes second issues the
 * invoice. `lockedUntil`: one writer of the order's credit notes at a time (each note is computed
 * from the notes before it).
 */
export interface InvoiceInputDoc {
  _id: string;
  tax: Record<string, ProductTax>;
  reserved: boolean;
  confirmed: boolean;
  pending?: PendingCredit[];
  lockedUntil?: Date | null;
  lockedBy?: string | null;
}

const inputSchema = new Schema<InvoiceInputDoc>(
  {
    _id: { type: String, required: true },
    tax: { type: Schema.Types.Mixed, default: {} },
    reserved: { type: Boolean, default: false },
    confirmed: { type: Boolean, default: false },
    pending: { type: [{ eventId: String, reason: String, _id: false }], default: undefined },
    lockedUntil: { type: Date, default: undefined },
    lockedBy: { type: String, default: undefined },
  },
  { versionKey: false, minimize: false },
);

export const invoiceInputModel = (db: Connection): Model<InvoiceInputDoc> =>
  (db.models['invoiceInput'] as Model<InvoiceInputDoc>) ?? db.model<InvoiceInputDoc>('invoiceInput', inputSchema, 'invoice_inputs');
