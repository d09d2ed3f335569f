import type { Model } from 'mongoose';
import { conflict } from '@minutemart/kit';
import type { DocumentCounterDoc, TaxDocumentKind } from '../data/invoice-model.js';

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March, India time) of a moment: `2026-27`. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** `INV/2627/000042`: at most 16 characters, as GST invoice numbers must be. */
export const documentNumber = (kind: TaxDocumentKind, fy: string, seq: number): string =>
  `${PREFIX[kind]}/${fy.slice(2, 4)}${fy.slice(5, 7)}/${String(seq).padStart(6, '0')}`;

const ATTEMPTS = 500;

/**
 * Gapless numbers per store, kind and financial year without transactions (ADR 0019). Taking a
 * number is one compare-and-set on the series' counter document that also records who took it
 * (`claims`); the taker writes its document under its own key and then drops the claim. A taker
 * that crashed in between finds its claim on the retry and uses the same number, so a number once
 * taken is always used: no gaps, and no number twice (a unique index backs that up).
 */
export class DocumentNumbers {
  constructor(private readonly counters: Model<DocumentCounterDoc>) {}

  /** The number for document `ref` in the series: the one it claimed before, or the next one. */
  async claim(kind: TaxDocumentKind, storeId: string, fy: string, ref: string): Promise<number> {
    const _id = `${kind}:${storeId}:${fy}`;
    await this.counters.updateOne({ _id }, { $setOnInsert: { seq: 0, claims: [] } }, { upsert: true }).catch((e: { code?: number }) => {
      if (e.code !== 11000) throw e;
    });
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const c = await this.counters.findById(_id).lean<DocumentCounterDoc>();
      if (!c) throw new Error(`counter ${_id} vanished`);
      const mine = c.claims.find((x) => x.ref === ref);
      if (mine) return mine.seq;
      const next = c.seq + 1;
      const res = await this.counters.updateOne({ _id, seq: c.seq }, { $set: { seq: next }, $push: { claims: { ref, seq: next, at: new Date() } } });
      if (res.modifiedCount === 1) return next;
      // Someone else took c.seq + 1 at the same moment: spread the retries so they do not collide again.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 + attempt * 2)));
    }
    throw conflict('Numbering is busy; try again');
  }

  /** The document holding the number is written: its claim is no longer needed. */
  async release(kind: TaxDocumentKind, storeId: string, fy: string, ref: string): Promise<void> {
    await this.counters.updateOne({ _id: `${kind}:${storeId}:${fy}` }, { $pull: { claims: { ref } } });
  }
}
