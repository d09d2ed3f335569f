/** "₹42" for whole rupees, "₹42.50" otherwise: the amounts in messages a shopper reads. */
export function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  const r = paise / 100;
  return `₹${whole ? r.toLocaleString('en-IN') : r.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * A percentage of an amount in paise, rounded down to the paisa: an offer never takes off more
 * than the percentage it promises, and a cap or budget compared with it holds exactly (ADR 0018).
 */
export const percentOf = (paise: number, percent: number): number => Math.floor((paise * percent) / 100);

const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });

/** "5 Mar, 10:00" in India's time. */
export const istDateTime = (at: Date): string => IST.format(at);
