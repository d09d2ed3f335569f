// Prints one Markdown row per endpoint from a k6 --summary-export file (the table in docs/benchmarks.md).
// Usage: node deploy/bench/summary.mjs <summary.json> <seconds per scenario>
import { readFileSync } from 'node:fs';

const [file, seconds] = process.argv.slice(2);
const { metrics } = JSON.parse(readFileSync(file, 'utf8'));
const ms = (v) => (v === undefined ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const rows = [
  ['product_list', 'POST /api/product/get {page, limit 12}'],
  ['product_by_category', 'POST /api/product/get-product-by-category {id}'],
  ['product_details', 'POST /api/product/get-product-details {productId}'],
];
console.log('| endpoint | requests | rps | p50 ms | p95 ms | p99 ms | max ms | errors | dropped |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [scenario, label] of rows) {
  const d = metrics[`http_req_duration{scenario:${scenario}}`] ?? {};
  const n = metrics[`http_reqs{scenario:${scenario}}`]?.count ?? 0;
  const failedRate = metrics[`http_req_failed{scenario:${scenario}}`]?.value ?? 0;
  const dropped = metrics[`dropped_iterations{scenario:${scenario}}`]?.count ?? 0;
  console.log(
    `| ${label} | ${n} | ${(n / Number(seconds)).toFixed(1)} | ${ms(d.med)} | ${ms(d['p(95)'])} | ${ms(d['p(99)'])} | ${ms(d.max)} | ` +
      `${(failedRate * 100).toFixed(2)} % | ${dropped} |`,
  );
}
