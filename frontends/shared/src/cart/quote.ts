import { useEffect, useState } from 'react';
import type { Quote } from '@minutemart/contracts/price-breakdown';
import { api, ApiError } from '../api/client';
import type { CartLine } from './cart';

export type { Quote };

/** Quantities settle before the bill is asked again: a stepper tapped five times is one quote. */
const SETTLE_MS = 250;

export interface QuoteRequest {
  lines: CartLine[];
  /** The delivery address (signed in), else the shopper's pincode. */
  addressId?: string | undefined;
  pincode?: string | undefined;
  couponCode?: string | undefined;
  /** Changed to ask again for the same basket (the server refused what it had quoted). */
  revision?: number;
}

export interface QuoteState {
  /** The server's bill for this basket, or null until it answers (or when it cannot). */
  quote: Quote | null;
  loading: boolean;
  /** Why there is no bill (the store is closed, the pincode not served…). */
  error: string | null;
}

/** POST /api/order/quote (ADR 0018): what the order service would charge for the basket now. */
export async function fetchQuote(req: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const body = {
    list_items: req.lines.map((l) => ({ productId: l.productId._id, quantity: l.quantity })),
    ...(req.addressId ? { addressId: req.addressId } : { pincode: req.pincode }),
    ...(req.couponCode ? { couponCode: req.couponCode } : {}),
  };
  return (await api.post<Quote>('/api/order/quote', body, { signal })).data;
}

/**
 * The basket's bill from the server, asked again whenever the lines, the address or the code
 * change. Fees, offers and the total are the order service's alone: the client adds nothing up.
 */
export function useQuote(req: QuoteRequest): QuoteState {
  const key = JSON.stringify([
    req.lines.map((l) => [l.productId?._id, l.quantity]),
    req.addressId ?? null,
    req.addressId ? null : (req.pincode ?? null),
    req.couponCode ?? null,
    req.revision ?? 0,
  ]);
  const [state, setState] = useState<QuoteState & { key: string }>({ key: '', quote: null, loading: false, error: null });
  const askable = req.lines.length > 0 && Boolean(req.addressId || req.pincode);

  useEffect(() => {
    if (!askable) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      fetchQuote(req, controller.signal).then(
        (quote) => setState({ key, quote, loading: false, error: null }),
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            key,
            quote: null,
            loading: false,
            error: err instanceof ApiError || err instanceof Error ? err.message : 'The bill could not be worked out',
          });
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, askable]);

  if (!askable) return { quote: null, loading: false, error: null };
  // A bill for other lines is not this basket's: keep showing it only while the new one comes.
  return { quote: state.quote, loading: state.loading || state.key !== key, error: state.key === key ? state.error : null };
}
