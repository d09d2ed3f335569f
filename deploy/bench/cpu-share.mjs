// Which processes the host's CPU went to during a benchmark, per unit of work: the stack's services (PID
// files in MM_APP_RUN_DIR, else the dev run dir), the shared infrastructure (Kafka, the Mongo stand-in,
// Redis) and everything else on the host (the load generator, other people's work), from /proc.
//   node deploy/bench/cpu-share.mjs start >snapshot.json
//   node deploy/bench/cpu-share.mjs end snapshot.json <units> [unit name]   (one Markdown line)
// Used by deploy/bench/order-journey.sh around each run (CPU ms per confirmed order).
import { readFileSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const TICK_MS = 10; // USER_HZ is 100 on every Linux this runs on
const cache = process.env.MM_CACHE || join(homedir(), '.cache/minutemart');
const appRun = process.env.MM_APP_RUN_DIR || join(cache, 'run');
const infraRun = process.env.MM_RUN || join(cache, 'run');

const pidsIn = (dir, match) => {
  const out = {};
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const f of names) {
    const m = match.exec(f);
    if (!m) continue;
    const pid = readFileSync(join(dir, f), 'utf8').trim();
    if (/^\d+$/.test(pid)) out[m[1]] = pid;
  }
  return out;
};

/** utime + stime of a process and its reaped children, in ms; 0 when it is gone. */
const cpuOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return 0;
  }
};

/** Busy ms of the whole host (all cores) and its core count. */
const hostBusy = () => {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, ...v] = lines[0].trim().split(/\s+/).map(Number);
  const idle = v[3] + v[4];
  return { busy: (v.reduce((a, b) => a + b, 0) - idle) * TICK_MS, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
};

const snapshot = () => {
  const procs = {};
  for (const [name, pid] of Object.entries(pidsIn(appRun, /^app-(.+)\.pid$/))) procs[name] = { pid, ms: cpuOf(pid) };
  for (const [name, pid] of Object.entries(pidsIn(infraRun, /^(kafka|mongo|redis)\.pid$/))) procs[name] = { pid, ms: cpuOf(pid) };
  return { at: Date.now(), host: hostBusy(), procs };
};

const [mode, file, units, unitName = 'order'] = process.argv.slice(2);
if (mode === 'start') {
  console.log(JSON.stringify(snapshot()));
} else if (mode === 'end' && file && units) {
  const before = JSON.parse(readFileSync(file, 'utf8'));
  const after = snapshot();
  const n = Math.max(1, Number(units));
  const wallMs = after.at - before.at;
  let known = 0;
  const parts = [];
  for (const [name, { pid, ms }] of Object.entries(after.procs)) {
    const was = before.procs[name];
    if (!was || was.pid !== pid) continue;
    known += ms - was.ms;
    parts.push([name, ms - was.ms]);
  }
  const hostMs = after.host.busy - before.host.busy;
  parts.sort((a, b) => b[1] - a[1]);
  parts.push(['rest of host', hostMs - known]);
  const share = parts.map(([name, ms]) => `${name} ${(ms / n).toFixed(0)}`).join(', ');
  console.log(
    `CPU ms per ${unitName} (${n}): ${share}; host ${(hostMs / n).toFixed(0)} ms, busy ${((100 * hostMs) / (wallMs * after.host.cores)).toFixed(0)} % of ${after.host.cores} cores over ${(wallMs / 1000).toFixed(0)} s`,
  );
} else {
  console.error('usage: cpu-share.mjs start | end <snapshot.json> <units> [unit name]');
  process.exit(2);
}
