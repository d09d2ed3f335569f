/**
 * The order mails (ADR 0019). Transactional ones always go; the optional ones follow the shopper's
 * setting (`pref`, a field of their notification preferences).
 */
export const ORDER_MAILS = {
  confirmed: { optional: false, subject: (id: string) => `Order confirmed · ${id}` },
  out_for_delivery: { optional: true, pref: 'outForDelivery', subject: (id: string) => `Your order is on its way · ${id}` },
  delivered: { optional: false, subject: (id: string) => `Delivered: your invoice for ${id}` },
  refunded: { optional: false, subject: (id: string) => `Refund for an item of ${id}` },
  substitution: { optional: true, pref: 'substitution', subject: (id: string) => `We replaced an item in ${id}` },
  cancelled: { optional: false, subject: (id: string) => `Order cancelled · ${id}` },
} as const;

export type OrderMailKind = keyof typeof ORDER_MAILS;
export type OptionalPref = 'outForDelivery' | 'substitution';
