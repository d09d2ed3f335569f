// Runs the pinned Lighthouse CLI (LIGHTHOUSE_CLI) on `/`, a listing and a product page of BASE_URL, RUNS
// times each (interleaved, so a burst of load on a shared host hits every page alike), and prints the
// median of each metric with its range. Exits 99 when a median misses a budget (BUDGETS).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const RUNS = Number(process.env.RUNS ?? 3);
const CLI = process.env.LIGHTHOUSE_CLI;
const OUT_DIR = process.env.OUT_DIR ?? '.';
const CLIENT_IP = process.env.CLIENT_IP ?? '127.0.0.97';
// The mobile preset's 4x CPU slowdown assumes a high-end desktop host (Lighthouse benchmark index
// 1,500-2,000) and takes it into the mid-tier phone bracket. Lighthouse's throttling guide
// (docs/throttling.md, "Calibrating the CPU slowdown") asks for a lower multiplier on a slower host and a
// higher one on a faster host. A shared host's index moves from day to day, so the same build reads very
// differently at 4x. 4 stays the default and the budget; the run ends by
// printing the multiplier that models the preset's phone from this host's index (CALIBRATION_INDEX), to be
// reported beside it.
const CALIBRATION_INDEX = 1750;
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN || 4);
if (!(CPU_SLOWDOWN >= 1 && CPU_SLOWDOWN <= 20)) throw new Error(`CPU_SLOWDOWN must be 1-20, got ${process.env.CPU_SLOWDOWN}`);
if (!CLI) throw new Error('LIGHTHOUSE_CLI is not set (run deploy/bench/lighthouse.sh)');

/** The storefront's first-load budgets: performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS < 0.1, accessibility >= 95. */
const BUDGETS = [
  { key: 'performance', ok: (v) => v >= 90, text: '>= 90' },
  { key: 'lcpMs', ok: (v) => v <= 2500, text: '<= 2.5 s' },
  { key: 'tbtMs', ok: (v) => v <= 200, text: '<= 200 ms' },
  { key: 'cls', ok: (v) => v < 0.1, text: '< 0.1' },
  { key: 'accessibility', ok: (v) => v >= 95, text: '>= 95' },
];

// The gateway trusts X-Forwarded-For from loopback: these runs get their own rate-limit key.
const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': CLIENT_IP };
async function api(method, p, body) {
  const res = await fetch(BASE_URL + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}`);
  return (await res.json()).data;
}

const slug = (name) => name.replace(/[ ,&]/g, '-');
const byName = (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The storefront's first category tile (by name) that lists products, its first sub-category, and that listing's first product. */
async function pickPages() {
  const cats = (await api('GET', '/api/category/get')).slice().sort(byName);
  const subs = (await api('POST', '/api/subcategory/get')).slice().sort(byName);
  for (const cat of cats) {
    const sub = subs.find((s) => s.category.some((c) => (c._id ?? c) === cat._id));
    if (!sub) continue;
    const products = await api('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: cat._id,
      subCategoryId: sub._id,
      page: 1,
      limit: 8,
    });
    const product = products.find((p) => p.image?.length);
    if (!product) continue;
    return [
      { name: 'home', url: `${BASE_URL}/` },
      { name: 'listing', url: `${BASE_URL}/${slug(cat.name)}-${cat._id}/${slug(sub.name)}-${sub._id}` },
      { name: 'product', url: `${BASE_URL}/product/${slug(product.name)}-${product._id}` },
    ];
  }
  throw new Error('no category with a sub-category listing products: seed the store first (make seed)');
}

function lighthouse(url, output) {
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    `--extra-headers=${JSON.stringify({ 'X-Forwarded-For': CLIENT_IP })}`,
    `--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-2000)}`))));
  });
}

/** What we report from one Lighthouse JSON result. */
function read(file) {
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script');
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcpMs: a['first-contentful-paint'].numericValue,
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    jsKB: js.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1000,
    jsFiles: js.length,
    totalKB: (a['total-byte-weight']?.numericValue ?? 0) / 1000,
    consoleErrors: (a['errors-in-console']?.details?.items ?? []).length,
    // Lighthouse's own CPU benchmark for the run: a free modern core scores about 1,500-2,500; lower means
    // every task (and so TBT, and LCP through the simulated 4x slowdown) is measured longer.
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    failedA11y: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && a[r.id]?.score === 0)
      .map((r) => r.id),
    failedSeo: Object.values(lhr.categories.seo?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && a[r.id]?.score === 0)
      .map((r) => r.id),
  };
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const pages = await pickPages();
const results = Object.fromEntries(pages.map((p) => [p.name, []]));
for (let run = 1; run <= RUNS; run++) {
  for (const page of pages) {
    const file = path.join(OUT_DIR, `${page.name}-${run}.json`);
    const t0 = Date.now();
    // A starved box now and then loses the browser mid-run ("Target closed"): one more try, then give up.
    await lighthouse(page.url, file).catch((err) => {
      console.warn(`[lighthouse] ${page.name} run ${run} failed, trying again: ${String(err.message).split('\n')[0]}`);
      return lighthouse(page.url, file);
    });
    const r = read(file);
    results[page.name].push(r);
    console.log(
      `[lighthouse] run ${run} ${page.name.padEnd(7)} perf ${r.performance} LCP ${(r.lcpMs / 1000).toFixed(2)} s TBT ${Math.round(r.tbtMs)} ms ` +
        `CLS ${r.cls.toFixed(3)} a11y ${r.accessibility} SEO ${r.seo} JS ${r.jsKB.toFixed(0)} KB CPU index ${r.cpuIndex} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
}

const fmt = {
  performance: (v) => String(Math.round(v)),
  accessibility: (v) => String(Math.round(v)),
  seo: (v) => String(Math.round(v)),
  fcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  jsKB: (v) => `${v.toFixed(0)} KB`,
  totalKB: (v) => `${v.toFixed(0)} KB`,
  consoleErrors: (v) => String(v),
  cpuIndex: (v) => String(Math.round(v)),
};
const columns = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'accessibility', 'seo', 'jsKB', 'totalKB', 'consoleErrors', 'cpuIndex'];
const titles = ['perf', 'FCP', 'LCP', 'TBT', 'CLS', 'a11y', 'SEO', 'JS transferred', 'all transferred', 'console errors', 'CPU index'];

console.log(
  `\nMedian of ${RUNS} run(s) (range in brackets), Lighthouse mobile preset${CPU_SLOWDOWN === 4 ? '' : `, CPU slowdown ${CPU_SLOWDOWN}x instead of 4x`}:\n`,
);
console.log(`| page | ${titles.join(' | ')} |`);
console.log(`| --- | ${titles.map(() => '---:').join(' | ')} |`);
const summary = {};
let missed = 0;
for (const page of pages) {
  const rs = results[page.name];
  const med = Object.fromEntries(columns.map((c) => [c, median(rs.map((r) => r[c]))]));
  summary[page.name] = { url: page.url, median: med, runs: rs };
  const cells = columns.map((c) => {
    const vs = rs.map((r) => r[c]);
    const lo = Math.min(...vs);
    const hi = Math.max(...vs);
    return RUNS > 1 && fmt[c](lo) !== fmt[c](hi) ? `${fmt[c](med[c])} (${fmt[c](lo)}–${fmt[c](hi)})` : fmt[c](med[c]);
  });
  console.log(`| ${page.name} | ${cells.join(' | ')} |`);
  for (const b of BUDGETS) if (!b.ok(med[b.key])) missed++;
}
console.log('');
for (const page of pages) {
  const rs = results[page.name];
  const a11y = [...new Set(rs.flatMap((r) => r.failedA11y))];
  const seo = [...new Set(rs.flatMap((r) => r.failedSeo))];
  console.log(
    `[lighthouse] ${page.name}: ${page.url}${a11y.length ? `; accessibility audits failing: ${a11y.join(', ')}` : ''}${seo.length ? `; SEO audits failing: ${seo.join(', ')}` : ''}`,
  );
}
writeFileSync(path.join(OUT_DIR, 'summary.json'), JSON.stringify(summary, null, 2));
const hostIndex = median(pages.flatMap((p) => results[p.name].map((r) => r.cpuIndex)));
const calibrated = Math.round(((4 * hostIndex) / CALIBRATION_INDEX) * 2) / 2;
console.log(
  `[lighthouse] host CPU index ${hostIndex} (median): the preset's 4x models a mid-tier phone from an index of about ` +
    `${CALIBRATION_INDEX}; from this host that phone is CPU_SLOWDOWN=${calibrated} (4 x ${hostIndex} / ${CALIBRATION_INDEX}), ` +
    `for a calibrated reading beside this one${calibrated === CPU_SLOWDOWN ? ' (this run)' : ''}`,
);
const budgetText = BUDGETS.map((b) => `${b.key} ${b.text}`).join(', ');
console.log(missed ? `[lighthouse] ${missed} median(s) miss the budgets (${budgetText})` : `[lighthouse] every page meets the budgets (${budgetText})`);
process.exit(missed ? 99 : 0);
