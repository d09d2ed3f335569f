// Reads docker-compose.yml the way `docker compose` does for what the compose test checks:
// YAML merge keys (<<: *anchor), ${VAR} interpolation, environment as a map or a list.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type EnvMap = Record<string, string>;

export interface DependsOn {
  condition?: string;
  required?: boolean;
}

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean; interval?: string; start_period?: string };
  depends_on?: string[] | Record<string, DependsOn>;
  ports?: (string | number | Record<string, unknown>)[];
  restart?: string;
}

export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const VAR = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * Compose interpolation: $$ -> $, ${X}, $X, ${X:-default} (unset or empty), ${X-default} (unset),
 * ${X:?message} / ${X?message} (error). `env` stands for the shell and .env of whoever runs compose.
 */
export function interpolate(value: string, env: EnvMap): string {
  return value.replace(VAR, (whole, braced?: string, op?: string, arg?: string, bare?: string) => {
    if (whole === '$$') return '$';
    const name = braced ?? bare ?? '';
    const v = env[name];
    const unset = v === undefined;
    const empty = unset || v === '';
    switch (op) {
      case ':-':
        return empty ? (arg ?? '') : v!;
      case '-':
        return unset ? (arg ?? '') : v!;
      case ':?':
      case '?':
        if (op === ':?' ? empty : unset) throw new Error(`compose: ${name} is required: ${arg ?? ''}`);
        return v!;
      default:
        return v ?? '';
    }
  });
}

function interpolateDeep<T>(node: T, env: EnvMap): T {
  if (typeof node === 'string') return interpolate(node, env) as T;
  if (Array.isArray(node)) return node.map((n) => interpolateDeep(n, env)) as T;
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateDeep(v, env)])) as T;
  }
  return node;
}

/** The compose file as `docker compose config` would see it with `env` as the caller's environment. */
export function loadCompose(file: string, env: EnvMap = {}): ComposeFile {
  const doc = parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
  // Top-level x-* extension fields exist only to be referenced by anchors.
  const services = interpolateDeep(doc.services, env);
  return { ...doc, services };
}

/** A service's environment as the strings its process receives. */
export function serviceEnv(svc: ComposeService): EnvMap {
  const env = svc.environment;
  if (!env) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((line) => {
        const i = line.indexOf('=');
        return i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(env)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}

export function dependsOn(svc: ComposeService): Record<string, DependsOn> {
  const d = svc.depends_on;
  if (!d) return {};
  // The short (list) form means "started", which says nothing about health.
  if (Array.isArray(d)) return Object.fromEntries(d.map((n) => [n, { condition: 'service_started' }]));
  return d;
}

export function dockerfileOf(svc: ComposeService): string | undefined {
  if (!svc.build) return undefined;
  if (typeof svc.build === 'string') return `${svc.build}/Dockerfile`;
  const context = svc.build.context ?? '.';
  const file = svc.build.dockerfile ?? 'Dockerfile';
  return context === '.' ? file : `${context}/${file}`;
}

/** The ENV lines of a Dockerfile's final stage: what the image's process sees before compose adds its own. */
export function dockerfileEnv(text: string): EnvMap {
  const stages = text.split(/^FROM\s/m);
  const last = stages[stages.length - 1] ?? '';
  const env: EnvMap = {};
  for (const m of last.matchAll(/^ENV\s+(.+)$/gm)) {
    const body = m[1]!.trim();
    const pairs = body.includes('=') ? [...body.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)] : [];
    if (pairs.length === 0) {
      const [k, ...rest] = body.split(/\s+/);
      env[k!] = rest.join(' ');
    }
    for (const p of pairs) env[p[1]!] = p[2]!.replace(/^"|"$/g, '');
  }
  return env;
}

/** host and port of anything URL-shaped (`scheme://host:port/...` or a bare `host:port`). */
export function hostPort(value: string): { host: string; port: number | undefined } | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `tcp://${value}`;
  try {
    const u = new URL(withScheme);
    if (!u.hostname) return undefined;
    const defaults: Record<string, number> = { 'http:': 80, 'https:': 443 };
    return { host: u.hostname, port: u.port ? Number(u.port) : defaults[u.protocol] };
  } catch {
    return undefined;
  }
}

/** The name:dir:port table of deploy/dev/services.sh: the apps the local stack runs. */
export function devApps(servicesSh: string): { name: string; dir: string; port: number }[] {
  const m = /^APPS=\(([^)]*)\)/m.exec(servicesSh);
  if (!m) throw new Error('APPS=(...) not found in deploy/dev/services.sh');
  return m[1]!
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const [name, dir, port] = entry.split(':');
      return { name: name!, dir: dir!, port: Number(port) };
    });
}

/** Pinned versions from deploy/infra/versions.sh (KEY=value lines). */
export function infraVersions(versionsSh: string): EnvMap {
  return Object.fromEntries([...versionsSh.matchAll(/^([A-Z0-9_]+)=([^\s#]+)/gm)].map((m) => [m[1]!, m[2]!.replace(/^"|"$/g, '')]));
}
