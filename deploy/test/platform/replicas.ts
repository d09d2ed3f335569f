import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@minutemart/kit/testing';
import { freePort, repoRoot } from './stack.js';

export { freePort };

/**
 * Bundle a service (or the gateway) from the working tree as deploy/build/bundle-service.mjs does
 * for dist/, but into `outdir` (under the workspace's node_modules/.cache, so its packages resolve as
 * dist/'s do) and without touching the dist/ a running stack uses. Returns the entry file.
 */
export async function bundle(workspace: string, outdir: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'deploy/build/bundle-service.mjs')], {
      cwd: join(repoRoot, workspace),
      env: { ...process.env, BUNDLE_OUTDIR: outdir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bundling ${workspace} failed: ${err}`))));
  });
  return join(outdir, 'main.js');
}

/**
 * One service (or gateway) process, `node <bundle>`, on its own port with exactly the environment
 * given (nothing inherited from the test's own environment but PATH and HOME, so a `make test`
 * stack's settings never leak in). Its output goes to a log file; it is stopped with SIGTERM, which
 * is what a deploy does, and must exit by itself.
 */
export class ServiceProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> | undefined;
  readonly url: string;

  constructor(
    readonly name: string,
    private readonly entry: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Start and wait until `probe` (readiness by default) answers 200; returns how long that took. */
  async start(timeoutMs = 120_000, probe = '/readyz'): Promise<number> {
    const t0 = Date.now();
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', this.entry], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', PORT: String(this.port), ...this.env },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let dead = false;
    void this.exited.then(() => (dead = true));
    await waitFor(
      async () => {
        if (dead) throw new Error(`${this.name} exited while starting; log ${this.logFile}:\n${this.tail()}`);
        const res = await fetch(`${this.url}${probe}`, { signal: AbortSignal.timeout(3_000) });
        await res.body?.cancel();
        return res.ok;
      },
      { timeoutMs, stepMs: 250, what: `${this.name} ready on :${this.port}` },
    ).catch((e: Error) => {
      throw new Error(`${e.message}\n--- ${this.logFile}:\n${this.tail()}`);
    });
    return Date.now() - t0;
  }

  /** SIGTERM and wait for the process to exit on its own; returns how long the drain took and the exit code. */
  async stop(timeoutMs = 60_000): Promise<{ ms: number; code: number | null }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { ms: 0, code: child?.exitCode ?? null };
    const t0 = Date.now();
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([this.exited!, new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)))]);
    clearTimeout(timer);
    if (code === 'timeout') {
      child.kill('SIGKILL');
      throw new Error(`${this.name} did not exit within ${timeoutMs} ms of SIGTERM; log ${this.logFile}:\n${this.tail()}`);
    }
    return { ms: Date.now() - t0, code };
  }

  /** For cleanup after a failure: no waiting for a drain. */
  kill(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  tail(lines = 30): string {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
