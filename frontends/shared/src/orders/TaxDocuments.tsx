import { useEffect, useState } from 'react';
import type { AnswerData } from '@minutemart/contracts/api-types';
import { api } from '../api/client';
import { formatPaise } from '../utils/format';
import { ReceiptIcon } from '../components/Icons';

type Documents = AnswerData<'/api/order/invoice/{orderId}/documents', 'get'>;
/** An order's tax document as `GET /api/order/invoice/:orderId/documents` lists it (ADR 0019). */
export type TaxDocumentSummary = NonNullable<Documents['invoice']> | Documents['creditNotes'][number];

/** States in which an order has (or is about to have) its invoice: it is issued at confirmation. */
const INVOICED = ['confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered', 'cancelled'];

const taxLine = (d: TaxDocumentSummary) =>
  d.interState ? `IGST ${formatPaise(d.totals.igstPaise)}` : `CGST ${formatPaise(d.totals.cgstPaise)} + SGST ${formatPaise(d.totals.sgstPaise)}`;

/**
 * The order's GST invoice and credit notes with their download links, for My Orders and the admin
 * order detail. `version` changes when the order does (a refund may have issued a credit note).
 */
export function TaxDocuments({ orderId, state, version }: { orderId: string; state: string; version?: string }) {
  const [docs, setDocs] = useState<Documents | null>(null);
  const [failed, setFailed] = useState(false);
  const relevant = INVOICED.includes(state);

  useEffect(() => {
    if (!relevant) return;
    const ctrl = new AbortController();
    setFailed(false);
    api.get<Documents>(`/api/order/invoice/${encodeURIComponent(orderId)}/documents`, { signal: ctrl.signal }).then(
      (res) => setDocs(res.data ?? null),
      () => {
        if (!ctrl.signal.aborted) setFailed(true);
      },
    );
    return () => ctrl.abort();
  }, [orderId, relevant, version]);

  if (!relevant) return null;
  const invoice = docs?.invoice;
  return (
    <section aria-label="Tax invoice" data-testid="tax-documents" className="rounded-2xl border border-slate-200 p-3">
      <h3 className="mb-2 flex items-center gap-1.5 text-sm font-bold text-slate-900">
        <ReceiptIcon size={16} className="text-brand-600" />
        Tax invoice
      </h3>
      {!docs && !failed && <p className="text-sm text-slate-500">Loading…</p>}
      {failed && <p className="text-sm text-slate-500">The invoice could not be loaded. Please try again in a minute.</p>}
      {docs && !invoice && <p className="text-sm text-slate-500">Your invoice is being prepared.</p>}
      {invoice && (
        <ul className="space-y-2">
          {[invoice, ...docs.creditNotes].map((d) => (
            <li
              key={d.number}
              data-testid={d.kind === 'invoice' ? 'invoice-row' : 'credit-note-row'}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-800">
                  {d.kind === 'invoice' ? 'Invoice' : 'Credit note'} <span className="whitespace-nowrap font-mono">{d.number}</span>
                </span>
                {d.kind === 'credit_note' && d.reason && <span className="block text-xs text-slate-600">{d.reason}</span>}
                <span className="block text-xs text-slate-500">
                  <span className="whitespace-nowrap font-semibold text-slate-700">
                    {d.kind === 'credit_note' && d.totals.valuePaise > 0 ? '−' : ''}
                    {formatPaise(d.totals.valuePaise)}
                  </span>{' '}
                  {/* "incl." stays with the split it introduces when a narrow column wraps. */}
                  <span className="whitespace-nowrap">incl. {taxLine(d)}</span>
                </span>
              </span>
              <a
                href={d.url}
                download
                data-testid={d.kind === 'invoice' ? 'download-invoice' : 'download-credit-note'}
                className="inline-flex min-h-9 shrink-0 items-center rounded-lg border border-brand-600 px-3 text-xs font-bold text-brand-700 hover:bg-brand-50"
              >
                Download PDF
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
