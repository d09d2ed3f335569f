// One Markdown row per scenario of a deploy/bench/search-listing.js --summary-export file.
// Usage: node deploy/bench/summary-vus.mjs <summary.json> <seconds per scenario> <scenario,...>
import { readFileSync } from 'node:fs';

const [file, seconds, list] = process.argv.slice(2);
const { metrics } = JSON.parse(readFileSync(file, 'utf8'));
const ms = (v) => (v === undefined ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const LABELS = {
  search: 'POST /api/product/search-product {search, page}',
  suggest: 'GET /api/product/suggest?q=',
  by_category: 'POST /api/product/get-product-by-category {id}',
  listing: 'POST /api/product/get-pruduct-by-category-and-subcategory {page, limit 8}',
};
console.log('| endpoint | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const s of list.split(',')) {
  const d = metrics[`http_req_duration{scenario:${s}}`] ?? {};
  const n = metrics[`http_reqs{scenario:${s}}`]?.count ?? 0;
  const failed = metrics[`http_req_failed{scenario:${s}}`]?.value ?? 0;
  console.log(
    `| ${LABELS[s] ?? s} | ${n} | ${(n / Number(seconds)).toFixed(0)} | ${ms(d.med)} | ${ms(d['p(95)'])} | ${ms(d['p(99)'])} | ${ms(d.max)} | ${(failed * 100).toFixed(2)} % |`,
  );
}
