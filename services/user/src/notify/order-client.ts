import { internalAuth } from '@minutemart/kit';
import type { OrderView } from '@minutemart/contracts';

/** A document of the order as the order service lists it (ADR 0019). */
export interface OrderDocumentSummary {
  kind: 'invoice' | 'credit_note';
  number: string;
  totals: { valuePaise: number; taxPaise: number };
  noteNo?: number;
}

export interface OrderForMail {
  order: OrderView;
  documents: { invoice: OrderDocumentSummary | null; creditNotes: OrderDocumentSummary[] };
}

/** The order service's /internal reads: what the order holds now, and its invoice PDF. */
export class OrderClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs = 10_000,
  ) {}

  private get(path: string): Promise<Response> {
    return fetch(new URL(path, this.baseUrl), { headers: internalAuth(this.token), signal: AbortSignal.timeout(this.timeoutMs) });
  }

  /** The order, or undefined when the order service does not know it (then there is nothing to tell). */
  async order(orderId: string): Promise<OrderForMail | undefined> {
    const res = await this.get(`/internal/order/${encodeURIComponent(orderId)}`);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`order service answered ${res.status} for ${orderId}`);
    return ((await res.json()) as { data: OrderForMail }).data;
  }

  /** The invoice PDF and its file name, or undefined while the order has none. */
  async invoice(orderId: string): Promise<{ filename: string; content: Buffer } | undefined> {
    const res = await this.get(`/internal/order/${encodeURIComponent(orderId)}/invoice`);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`order service answered ${res.status} for the invoice of ${orderId}`);
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `Invoice-${orderId}.pdf`;
    return { filename: name, content: Buffer.from(await res.arrayBuffer()) };
  }
}
