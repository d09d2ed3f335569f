// The rows and ranges of a side-by-side.sh run: reads its <round>-<endpoint>-<backend>.json k6 summaries.
// Usage: node deploy/bench/original/ranges.mjs <directory>
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const runs = readdirSync(dir)
  .map((f) => /^(\d+)-(details|by_category)-(ours|original)\.json$/.exec(f))
  .filter(Boolean)
  .map(([file, round, endpoint, backend]) => {
    const { metrics } = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const d = metrics.http_req_duration ?? {};
    return {
      round: Number(round),
      endpoint,
      backend,
      rps: metrics.http_reqs?.rate ?? 0,
      p50: d.med,
      p95: d['p(95)'],
      failed: metrics.http_req_failed?.value ?? 0,
      checks: metrics.checks?.value ?? 0,
    };
  })
  .sort((a, b) => a.round - b.round || a.endpoint.localeCompare(b.endpoint) || a.backend.localeCompare(b.backend));

const ms = (v) => (v === undefined ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));
console.log('| round | endpoint | backend | req/s | p50 ms | p95 ms | failed | checks |');
console.log('| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of runs) {
  console.log(
    `| ${r.round} | ${r.endpoint} | ${r.backend} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${(r.failed * 100).toFixed(2)} % | ${(r.checks * 100).toFixed(1)} % |`,
  );
}
const range = (xs, f) => (xs.length ? `${f(Math.min(...xs))}–${f(Math.max(...xs))}` : '–');
console.log('\n| endpoint | original req/s | ours req/s | ours ÷ original (per round) | original p95 ms | ours p95 ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const endpoint of ['details', 'by_category']) {
  const of = (backend) => runs.filter((r) => r.endpoint === endpoint && r.backend === backend);
  const [orig, ours] = [of('original'), of('ours')];
  const ratios = ours.flatMap((o) => {
    const twin = orig.find((r) => r.round === o.round);
    return twin && twin.rps > 0 ? [o.rps / twin.rps] : [];
  });
  console.log(
    `| ${endpoint} | ${range(
      orig.map((r) => r.rps),
      (v) => v.toFixed(0),
    )} | ${range(
      ours.map((r) => r.rps),
      (v) => v.toFixed(0),
    )} | ${range(ratios, (v) => `${v.toFixed(2)}×`)} | ${range(
      orig.map((r) => r.p95),
      ms,
    )} | ${range(
      ours.map((r) => r.p95),
      ms,
    )} |`,
  );
}
