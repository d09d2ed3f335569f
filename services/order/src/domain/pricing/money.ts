// Built once: Number#toLocaleString builds a formatter per call, and a quote writes dozens of amounts.
const WHOLE = new Intl.NumberFormat('en-IN');
const WITH_PAISE = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹42" for whole rupees, "₹42.50" otherwise: the amounts in messages a shopper reads. */
export function rupees(paise: number): string {
  return `₹${(paise % 100 === 0 ? WHOLE : WITH_PAISE).format(paise / 100)}`;
}

/**
 * A percentage of an amount in paise, rounded down to the paisa: an offer never takes off more
 * than the percentage it promises, and a cap or budget compared with it holds exactly (ADR 0018).
 */
export const percentOf = (paise: number, percent: number): number => Math.floor((paise * percent) / 100);

const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });

/** "5 Mar, 10:00" in India's time. */
export const istDateTime = (at: Date): string => IST.format(at);
