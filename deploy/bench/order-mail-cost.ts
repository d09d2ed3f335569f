/**
 * CPU per order mail in the user service: each mail compiled by MJML from its filled source (as before)
 * beside the layout compiled once and its slots filled, alternating in rounds in one process.
 * `npx tsx deploy/bench/order-mail-cost.ts [mails per round] [rounds]`
 */
import mjml2html from 'mjml';
import { fill, layoutSource, orderEmail, type Slot } from '../../services/user/src/notify/order-email.js';

const perRound = Number(process.argv[2] ?? 200);
const rounds = Number(process.argv[3] ?? 5);
const order = {
  orderId: 'ORD-1',
  storeName: 'Indiranagar',
  promisedAt: null,
  paymentMethod: 'cod',
  paymentState: 'cod_due',
  items: Array.from({ length: 6 }, (_, i) => ({ name: `Product ${i}`, unit: '1 kg', quantity: 1, missing: 0, lineTotalPaise: 5_000 + i })),
  pricing: { fees: [{ label: 'Delivery fee', amountPaise: 2_500 }], discounts: [] },
  totals: { deliveryPaise: 2_500, grandTotalPaise: 32_515 },
} as never;
const values = (i: number): Record<Slot, string> => ({
  subject: `Order confirmed · ORD-${i}`,
  title: 'Your order is confirmed',
  who: `Shopper ${i}`,
  lead: 'Indiranagar is packing it now.',
  order: `Order ORD-${i} · Indiranagar`,
  billRows: '<tr><td>1 × Product</td><td>₹50.00</td></tr>'.repeat(6),
  totalLabel: 'Total (inclusive of all taxes)',
  totalAmount: '₹325.15',
  documents: '',
  url: `https://shop.test/orders/ORD-${i}`,
});

async function cpuMsPerMail(send: (i: number) => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < perRound; i++) await send(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / perRound;
}

const eachCompiled = (i: number) =>
  mjml2html(fill(layoutSource({ bill: true, documents: false, optional: false }), values(i)), { validationLevel: 'soft', keepComments: false });
const compiledOnce = (i: number) =>
  orderEmail('confirmed', `Shopper ${i}`, { order, documents: { invoice: null, creditNotes: [] } }, {}, `https://shop.test/orders/ORD-${i}`);

await cpuMsPerMail(eachCompiled);
await cpuMsPerMail(compiledOnce);
const results = { eachCompiled: [] as number[], compiledOnce: [] as number[] };
for (let r = 0; r < rounds; r++) {
  results.eachCompiled.push(await cpuMsPerMail(eachCompiled));
  results.compiledOnce.push(await cpuMsPerMail(compiledOnce));
}
const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)} ms`;
console.log(
  `CPU per mail, ${rounds} rounds of ${perRound}: compiled per mail ${range(results.eachCompiled)}; layout compiled once ${range(results.compiledOnce)}`,
);
