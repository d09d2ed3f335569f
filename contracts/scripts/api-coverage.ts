/**
 * Which operations of the /api document the services' own tests exercised: reads the JSON lines the
 * kit's checked `http()`/`checkedFetch()` append to MM_API_COVERAGE (one per answer checked) and lists
 * every operation with the statuses seen, then the ones no service test reached (the platform
 * conformance suite still drives those through the gateway: it has a request builder per operation).
 *
 *   MM_API_COVERAGE=/tmp/api.jsonl node --experimental-vm-modules node_modules/jest/bin/jest.js --selectProjects services/cart
 *   npm run api-coverage -w contracts -- /tmp/api.jsonl [--require-all]
 *
 * --require-all exits 1 while an operation is unexercised.
 */
import { readFileSync } from 'node:fs';
import { loadOpenApi } from '../src/openapi.js';
import { operationsOf } from '../src/openapi-answers.js';

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  console.error('usage: api-coverage <coverage.jsonl>... [--require-all]');
  process.exit(2);
}

const seen = new Map<string, Map<number, number>>();
let answers = 0;
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { op, status } = JSON.parse(line) as { op: string; status: number };
    const byStatus = seen.get(op) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    seen.set(op, byStatus);
    answers++;
  }
}

const operations = operationsOf(loadOpenApi());
const missing = operations.filter((o) => !seen.has(o.key));
for (const o of operations) {
  const statuses = seen.get(o.key);
  const summary = statuses
    ? [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')
    : '-';
  console.log(`${o.key.padEnd(60)} ${summary}`);
}
console.log(`\n${answers} answers checked; ${operations.length - missing.length} of ${operations.length} operations exercised by service tests.`);
if (missing.length > 0) console.log(`Not exercised:\n  ${missing.map((o) => o.key).join('\n  ')}`);
if (args.includes('--require-all') && missing.length > 0) process.exit(1);
