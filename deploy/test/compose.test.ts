// docker-compose.yml must run the same system as `make infra-up` + deploy/dev/services.sh. No Docker
// engine is needed: the file is read as compose reads it and checked against what the code asks for —
// each service's own zod config schema, its Dockerfile, and the pinned infrastructure versions.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  dependsOn, devApps, dockerfileEnv, dockerfileOf, hostPort, infraVersions, loadCompose, serviceEnv,
  type ComposeService, type EnvMap,
} from './compose-model.js';

const root = resolve(import.meta.dirname, '../..');
const read = (p: string) => readFileSync(resolve(root, p), 'utf8');

// A fresh checkout with no .env: every ${VAR:-default} takes its default.
const compose = loadCompose(resolve(root, 'docker-compose.yml'), {});
const services = compose.services;
const apps = devApps(read('deploy/dev/services.sh'));
const versions = infraVersions(read('deploy/infra/versions.sh'));

/** Official images, pinned to one version; the ports clients may use. Kept in step with deploy/infra/versions.sh. */
const INFRA: Record<string, { image: RegExp; ports: number[] }> = {
  mongo: { image: /^mongo:7\.0\.\d+$/, ports: [27017] },
  kafka: { image: new RegExp(`^apache/kafka:${esc(versions['KAFKA_VERSION'] ?? '?')}$`), ports: [9092] },
  redis: { image: /^redis:7\.\d+\.\d+$/, ports: [6379] },
  minio: { image: /^minio\/minio:RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/, ports: [9000] },
  maildev: { image: new RegExp(`^maildev/maildev:${esc(versions['MAILDEV_VERSION'] ?? '?')}$`), ports: [1025, 8025] },
  'stripe-mock': {
    image: new RegExp(`^stripe/stripe-mock:${esc(versions['STRIPE_MOCK_MODULE']?.split('@')[1] ?? '?')}$`),
    ports: [12111],
  },
};

/** Variables read outside the config schema (telemetry, the logger). */
const NOT_IN_SCHEMA = new Set(['SERVICE_NAME', 'OTEL_SERVICE_NAME', 'LOG_FORMAT', 'NODE_OPTIONS']);
/** Values browsers use (the published gateway), where localhost is right. */
const BROWSER_FACING = new Set(['PUBLIC_BASE_URL', 'CORS_ORIGINS']);
/** Variables naming another server of the stack. */
const isServerRef = (key: string) => /(_URL|_URLS|_BROKERS|_ENDPOINT|_API_BASE)$/.test(key) && !BROWSER_FACING.has(key);

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Our apps in compose: built from <dir>/Dockerfile, named as in services.sh. */
const ours = apps.map((app) => ({ ...app, svc: services[app.name] }));
const jobs = new Set(
  Object.values(services).flatMap((s) =>
    Object.entries(dependsOn(s))
      .filter(([, d]) => d.condition === 'service_completed_successfully')
      .map(([n]) => n),
  ),
);

type ConfigModule = Record<string, unknown>;
interface ConfigApi {
  schema: z.ZodObject;
  read: ((env: EnvMap) => unknown) | undefined;
}

async function configOf(dir: string): Promise<ConfigApi> {
  const mod = (await import(pathToFileURL(resolve(root, dir, 'src/config.ts')).href)) as ConfigModule;
  const schemaKey = Object.keys(mod).find((k) => /ConfigSchema$/.test(k));
  if (!schemaKey) throw new Error(`${dir}/src/config.ts exports no *ConfigSchema`);
  const readKey = Object.keys(mod).find((k) => /^read[A-Z]\w*Config$/.test(k));
  return { schema: mod[schemaKey] as z.ZodObject, read: readKey ? (mod[readKey] as (env: EnvMap) => unknown) : undefined };
}

/** What the process in the container sees: the image's ENV, then compose's environment. */
function containerEnv(dir: string, svc: ComposeService): EnvMap {
  const dockerfile = dockerfileOf(svc);
  const imageEnv = dockerfile && existsSync(resolve(root, dockerfile)) ? dockerfileEnv(read(dockerfile)) : {};
  return { ...imageEnv, ...serviceEnv(svc) };
}

/** Every reason this environment would not start the service, or start it talking to itself. */
function configProblems(api: ConfigApi, env: EnvMap): string[] {
  const parsed = api.schema.safeParse(env);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message} (set it in docker-compose.yml)`);
  }
  const problems: string[] = [];
  try {
    api.read?.(env); // production-only rules (no dev secrets, media's explicit S3 credentials, ...)
  } catch (e) {
    problems.push((e as Error).message);
  }
  for (const [key, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
    if (!BROWSER_FACING.has(key) && /(127\.0\.0\.1|localhost|\[::1\])/.test(text)) {
      problems.push(`${key} resolves to a loopback address (${text}): in a container that is the service itself; set it in docker-compose.yml`);
    }
  }
  return problems;
}

const configured = ours.filter((a) => a.svc && existsSync(resolve(root, a.dir, 'src/config.ts')));
const notWritten = ours.filter(
  (a) => a.svc && !existsSync(resolve(root, a.dir, 'src/config.ts')) && !existsSync(resolve(root, a.dir, 'src/main.ts')),
);

describe('docker-compose.yml', () => {
  test('runs every app of deploy/dev/services.sh, built from its own Dockerfile, on the same port', () => {
    expect(apps.map((a) => a.name)).toEqual(expect.arrayContaining(['user', 'catalogue', 'cart', 'order', 'media', 'gateway']));
    for (const app of ours) {
      expect({ app: app.name, present: Boolean(app.svc) }).toEqual({ app: app.name, present: true });
      expect({ app: app.name, dockerfile: dockerfileOf(app.svc!) }).toEqual({ app: app.name, dockerfile: `${app.dir}/Dockerfile` });
      expect({ app: app.name, PORT: serviceEnv(app.svc!)['PORT'] }).toEqual({ app: app.name, PORT: String(app.port) });
    }
  });

  test.each(configured.map((a) => [a.name, a] as const))('%s: the compose environment satisfies its config schema', async (_name, app) => {
    const api = await configOf(app.dir);
    expect(configProblems(api, containerEnv(app.dir, app.svc!))).toEqual([]);
  });

  test.each(configured.map((a) => [a.name, a] as const))('%s: compose sets only variables its config knows', async (_name, app) => {
    const { schema } = await configOf(app.dir);
    const known = new Set(Object.keys(schema.shape));
    const unknown = Object.keys(serviceEnv(app.svc!)).filter((k) => !known.has(k) && !NOT_IN_SCHEMA.has(k));
    expect(unknown).toEqual([]);
  });

  // A service not written yet (no src/) keeps its compose entry and Dockerfile; its config is checked from the day it exists.
  for (const app of notWritten) test.skip(`${app.name}: config schema (not written yet: ${app.dir}/src/config.ts)`, () => undefined);

  test('the schema check fails when a service gains a required variable compose does not set', async () => {
    const app = configured.find((a) => a.name === 'user') ?? configured[0]!;
    const api = await configOf(app.dir);
    const env = containerEnv(app.dir, app.svc!);
    expect(configProblems(api, env)).toEqual([]);
    const grown = { schema: api.schema.extend({ NEW_REQUIRED_SETTING: z.string().min(1) }), read: undefined };
    expect(configProblems(grown, env)).toEqual([expect.stringContaining('NEW_REQUIRED_SETTING')]);
    // ... and when a new URL setting would default to loopback, which inside a container is the service itself.
    const looped = { schema: api.schema.extend({ CART_SERVICE_URL: z.string().url().default('http://127.0.0.1:4003') }), read: undefined };
    expect(configProblems(looped, env)).toEqual([expect.stringContaining('CART_SERVICE_URL resolves to a loopback address')]);
  });

  test('every service listens on all interfaces (HOST=0.0.0.0)', () => {
    for (const app of ours) expect({ app: app.name, HOST: serviceEnv(app.svc!)['HOST'] }).toEqual({ app: app.name, HOST: '0.0.0.0' });
  });

  test('every *_SERVICE_URL and JWKS_URL names a compose service and the port it listens on', () => {
    const portOf = new Map(ours.map((a) => [a.name, a.port]));
    const refs: string[] = [];
    for (const app of ours) {
      for (const [key, value] of Object.entries(serviceEnv(app.svc!))) {
        if (!/_SERVICE_URL$/.test(key) && key !== 'JWKS_URL') continue;
        const target = hostPort(value);
        refs.push(`${app.name}.${key}`);
        expect({ ref: `${app.name}.${key}=${value}`, port: target?.port }).toEqual({
          ref: `${app.name}.${key}=${value}`,
          port: portOf.get(target?.host ?? '') ?? 'no such compose service',
        });
      }
    }
    // The gateway reaches every upstream through compose names.
    for (const key of ['USER_SERVICE_URL', 'CATALOGUE_SERVICE_URL', 'CART_SERVICE_URL', 'ORDER_SERVICE_URL', 'MEDIA_SERVICE_URL', 'JWKS_URL']) {
      expect(refs).toContain(`gateway.${key}`);
    }
    const jwks = hostPort(serviceEnv(services['gateway']!)['JWKS_URL'] ?? '');
    expect(jwks?.host).toBe('user');
  });

  test('every infrastructure address names a compose service and a port it serves', () => {
    for (const app of ours) {
      for (const [key, value] of Object.entries(serviceEnv(app.svc!))) {
        if (!isServerRef(key) || /_SERVICE_URL$|^JWKS_URL$/.test(key)) continue;
        for (const part of value.split(',')) {
          const target = hostPort(part.trim());
          const infra = INFRA[target?.host ?? ''];
          expect({ ref: `${app.name}.${key}=${part}`, served: Boolean(infra && services[target!.host] && infra.ports.includes(target!.port ?? -1)) })
            .toEqual({ ref: `${app.name}.${key}=${part}`, served: true });
        }
      }
    }
  });

  test('every long-running service has a healthcheck; ours probe /healthz on their own port', () => {
    for (const [name, svc] of Object.entries(services)) {
      if (jobs.has(name)) {
        expect({ job: name, restart: svc.restart }).toEqual({ job: name, restart: 'no' });
        continue;
      }
      expect({ service: name, healthcheck: Boolean(svc.healthcheck?.test) && !svc.healthcheck?.disable }).toEqual({ service: name, healthcheck: true });
    }
    for (const app of ours) {
      const test = [app.svc!.healthcheck?.test ?? []].flat().join(' ');
      expect({ app: app.name, probe: test.includes(`http://127.0.0.1:${app.port}/healthz`) }).toEqual({ app: app.name, probe: true });
    }
  });

  test('depends_on waits on health: infrastructure before services, topics before Kafka clients, services before the gateway', () => {
    for (const [name, svc] of Object.entries(services)) {
      for (const [dep, d] of Object.entries(dependsOn(svc))) {
        expect({ edge: `${name} -> ${dep}`, exists: Boolean(services[dep]) }).toEqual({ edge: `${name} -> ${dep}`, exists: true });
        const want = jobs.has(dep) ? 'service_completed_successfully' : 'service_healthy';
        expect({ edge: `${name} -> ${dep}`, condition: d.condition }).toEqual({ edge: `${name} -> ${dep}`, condition: want });
      }
    }
    for (const app of ours) {
      const deps = dependsOn(app.svc!);
      for (const [key, value] of Object.entries(serviceEnv(app.svc!))) {
        if (!isServerRef(key)) continue;
        for (const part of value.split(',')) {
          const host = hostPort(part.trim())?.host ?? '';
          // Service-to-service calls happen per request (user <-> media would be a cycle); the gateway waits for all.
          if (!INFRA[host] && app.name !== 'gateway') continue;
          if (host === 'user' && key === 'JWKS_URL' && app.name === 'gateway') continue; // USER_SERVICE_URL covers it
          const need = host === 'kafka' ? 'kafka-topics' : host;
          expect({ ref: `${app.name}.${key}`, waitsFor: need in deps ? need : 'nothing' }).toEqual({ ref: `${app.name}.${key}`, waitsFor: need });
        }
      }
    }
    expect(dependsOn(services['kafka-topics']!)['kafka']?.condition).toBe('service_healthy');
  });

  test('infrastructure runs the official images at pinned tags, in step with deploy/infra/versions.sh', () => {
    for (const [name, want] of Object.entries(INFRA)) {
      expect({ service: name, image: services[name]?.image }).toEqual({ service: name, image: expect.stringMatching(want.image) });
    }
    for (const [name, svc] of Object.entries(services)) {
      if (svc.build) continue;
      expect({ service: name, official: name in INFRA }).toEqual({ service: name, official: true });
      expect(svc.image).not.toMatch(/:latest$|^[^:]+$/);
    }
  });

  test('every image we build has its Dockerfile and .dockerignore, on the same pinned Node base, without `npm ci`', () => {
    const bases = new Set<string>();
    for (const [name, svc] of Object.entries(services)) {
      const dockerfile = dockerfileOf(svc);
      if (!dockerfile) continue;
      expect({ service: name, dockerfile, exists: existsSync(resolve(root, dockerfile)) }).toEqual({ service: name, dockerfile, exists: true });
      const ignore = resolve(root, `${dockerfile}.dockerignore`);
      expect({ service: name, dockerignore: existsSync(ignore) && /\*\*\/node_modules/.test(readFileSync(ignore, 'utf8')) })
        .toEqual({ service: name, dockerignore: true });
      const text = read(dockerfile);
      const stages = new Set<string>();
      for (const m of text.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)) {
        if (!stages.has(m[1]!)) bases.add(m[1]!);
        if (m[2]) stages.add(m[2]);
      }
      // The lockfile lacks some platforms' optional packages, so `npm ci` refuses it (docs/compose.md).
      expect({ service: name, npmCi: /\bnpm ci\b/.test(text.replace(/^#.*$/gm, '')) }).toEqual({ service: name, npmCi: false });
    }
    for (const app of ours) {
      const text = read(`${app.dir}/Dockerfile`);
      if (app.dir.startsWith('services/')) expect(text).toMatch(new RegExp(`^ARG SERVICE_DIR=${esc(app.dir)}$`, 'm'));
      expect(text).toMatch(new RegExp(`^EXPOSE ${app.port}$`, 'm'));
    }
    expect([...bases]).toEqual([expect.stringMatching(/^node:20\.\d+\.\d+-bookworm-slim$/)]);
  });

  test('the topics job runs the same script as `make infra-up`', () => {
    const job = services['kafka-topics']!;
    expect(read(dockerfileOf(job)!)).toContain('deploy/infra/create-topics.ts');
    expect(serviceEnv(job)['KAFKA_BROKERS']).toBe('kafka:9092');
  });

  test('interpolation leaves no unresolved ${...} and honours a caller override', () => {
    expect(JSON.stringify(services)).not.toMatch(/\$\{/);
    const overridden = loadCompose(resolve(root, 'docker-compose.yml'), { RATE_LIMIT_PER_MINUTE: '1000000', GATEWAY_PORT: '18080' });
    expect(serviceEnv(overridden.services['gateway']!)['RATE_LIMIT_PER_MINUTE']).toBe('1000000');
    expect(serviceEnv(overridden.services['media']!)['PUBLIC_BASE_URL']).toBe('http://localhost:18080');
  });
});
