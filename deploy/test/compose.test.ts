// docker-compose.yml must run the same system as `make infra-up` + deploy/dev/services.sh. No Docker
// engine is needed: the file is read as compose reads it and checked against what the code asks for —
// each service's own zod config schema, its Dockerfile, and the pinned infrastructure versions.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  dependsOn,
  devApps,
  dockerfileEnv,
  dockerfileOf,
  hostPort,
  infraVersions,
  loadCompose,
  serviceEnv,
  type ComposeService,
  type EnvMap,
} from './compose-model.js';
import { BROWSER_FACING, configOf as configIn, configProblems as problemsIn, NOT_IN_SCHEMA, type ConfigApi } from './config-check.js';

const configOf = (dir: string): Promise<ConfigApi> => configIn(root, dir);
const configProblems = (api: ConfigApi, env: EnvMap): string[] => problemsIn(api, env, 'docker-compose.yml');

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

/** Variables naming another server of the stack. */
const isServerRef = (key: string) => /(_URL|_URLS|_BROKERS|_ENDPOINT|_API_BASE)$/.test(key) && !BROWSER_FACING.has(key);

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Services share one parameterised recipe; the gateway (which also ships the frontends) has its own. */
const SERVICE_DOCKERFILE = 'deploy/docker/service.Dockerfile';
const imageRecipe = (dir: string) => (dir.startsWith('services/') ? SERVICE_DOCKERFILE : `${dir}/Dockerfile`);
const buildArgs = (svc: ComposeService): Record<string, string> =>
  typeof svc.build === 'object' ? Object.fromEntries(Object.entries(svc.build.args ?? {}).map(([k, v]) => [k, String(v)])) : {};
const packageOf = (dir: string) => JSON.parse(read(`${dir}/package.json`)) as { name: string; version: string; dependencies?: Record<string, string> };

/** Our apps in compose, named as in services.sh. */
const ours = apps.map((app) => ({ ...app, svc: services[app.name] }));
const jobs = new Set(
  Object.values(services).flatMap((s) =>
    Object.entries(dependsOn(s))
      .filter(([, d]) => d.condition === 'service_completed_successfully')
      .map(([n]) => n),
  ),
);

/** What the process in the container sees: the image's ENV, then compose's environment. */
function containerEnv(dir: string, svc: ComposeService): EnvMap {
  const dockerfile = dockerfileOf(svc);
  const imageEnv = dockerfile && existsSync(resolve(root, dockerfile)) ? dockerfileEnv(read(dockerfile)) : {};
  return { ...imageEnv, ...serviceEnv(svc) };
}

const configured = ours.filter((a) => a.svc && existsSync(resolve(root, a.dir, 'src/config.ts')));
const notWritten = ours.filter((a) => a.svc && !existsSync(resolve(root, a.dir, 'src/config.ts')) && !existsSync(resolve(root, a.dir, 'src/main.ts')));

describe('docker-compose.yml', () => {
  test('runs every app of deploy/dev/services.sh, built from its image recipe, on the same port', () => {
    expect(apps.map((a) => a.name)).toEqual(expect.arrayContaining(['user', 'catalogue', 'cart', 'order', 'media', 'gateway']));
    for (const app of ours) {
      expect({ app: app.name, present: Boolean(app.svc) }).toEqual({ app: app.name, present: true });
      expect({ app: app.name, dockerfile: dockerfileOf(app.svc!) }).toEqual({ app: app.name, dockerfile: imageRecipe(app.dir) });
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
          expect({ ref: `${app.name}.${key}=${part}`, served: Boolean(infra && services[target!.host] && infra.ports.includes(target!.port ?? -1)) }).toEqual({
            ref: `${app.name}.${key}=${part}`,
            served: true,
          });
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
      expect({ service: name, dockerignore: existsSync(ignore) && /\*\*\/node_modules/.test(readFileSync(ignore, 'utf8')) }).toEqual({
        service: name,
        dockerignore: true,
      });
      const text = read(dockerfile);
      const stages = new Set<string>();
      for (const m of text.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)) {
        if (!stages.has(m[1]!)) bases.add(m[1]!);
        if (m[2]) stages.add(m[2]);
      }
      // The lockfile lacks some platforms' optional packages, so `npm ci` refuses it (docs/compose.md).
      expect({ service: name, npmCi: /\bnpm ci\b/.test(text.replace(/^#.*$/gm, '')) }).toEqual({ service: name, npmCi: false });
    }
    expect(read('gateway/Dockerfile')).toMatch(/^EXPOSE 8080$/m);
    expect([...bases]).toEqual([expect.stringMatching(/^node:20\.\d+\.\d+-bookworm-slim$/)]);
  });

  test('the five services build from one parameterised Dockerfile, none of their own', () => {
    const text = read(SERVICE_DOCKERFILE);
    expect(text).toMatch(/^ARG SERVICE$/m);
    expect(text).toMatch(/^EXPOSE \$\{PORT\}$/m);
    expect(text).toMatch(/^WORKDIR \/repo\/services\/\$\{SERVICE\}$/m);
    for (const app of ours.filter((a) => a.dir.startsWith('services/'))) {
      expect({ app: app.name, ownDockerfile: existsSync(resolve(root, app.dir, 'Dockerfile')) }).toEqual({ app: app.name, ownDockerfile: false });
    }
  });

  test.each(ours.map((a) => [a.name, a] as const))('%s: the image description stays in step with its package', (_name, app) => {
    const pkg = packageOf(app.dir);
    const svc = app.svc!;
    const args = buildArgs(svc);
    // The image is tagged with the package's own version, and the recipe is told the same.
    expect({ image: svc.image, VERSION: args['VERSION'] }).toEqual({ image: `minutemart/${app.name}:${pkg.version}`, VERSION: pkg.version });
    if (!app.dir.startsWith('services/')) return;
    // The argument names the folder of this very package, and the port it listens on in the dev stack.
    expect({ SERVICE: args['SERVICE'], PORT: args['PORT'] }).toEqual({ SERVICE: app.dir.split('/')[1], PORT: String(app.port) });
    expect(pkg.name).toBe(`@minutemart/${args['SERVICE']}`);
    // The image keeps only the workspaces the recipe installs: those the package depends on must be among them.
    const shipped = [...read(SERVICE_DOCKERFILE).matchAll(/-w\s+"?([\w/$]+)"?/g)].map((m) => m[1]!.replace('$SERVICE', app.name));
    const internal = (dir: string): string[] => {
      const deps = Object.keys(packageOf(dir).dependencies ?? {}).filter((d) => d.startsWith('@minutemart/'));
      return deps.flatMap((d) => {
        const depDir = d === '@minutemart/contracts' ? 'contracts' : d === '@minutemart/kit' ? 'services/kit' : `services/${d.split('/')[1]}`;
        return [depDir, ...internal(depDir)];
      });
    };
    expect(shipped).toEqual(expect.arrayContaining([app.dir, ...internal(app.dir)]));
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
