// deploy/k8s rendered with the pinned kustomize and validated offline with kubeconform against the
// Kubernetes JSON Schemas (deploy/infra/install-k8s-schemas.sh) and our CRD schemas; then read the
// way the cluster would: every app has probes, resources, an HPA, a PDB and a Service, its image is
// its package's version, and its container environment satisfies its own config schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { allTopics, topics } from '@minutemart/contracts';
import { kafkaTopicsYaml } from '../k8s/kafka/topics.js';
import { isDeployable, loadWorkspaces } from '../workspaces/graph.js';
import { devApps, infraVersions } from './compose-model.js';
import { configOf, configProblems, unknownVariables, type EnvMap } from './config-check.js';
import { containerEnv, ensureTools, find, kubeconform, kustomizeBuild, parseManifests, type K8sObject } from './k8s-model.js';
import { repoRoot } from './platform/stack.js';
import { trustsHop, type TrustProxy } from '../../gateway/src/trust-proxy.js';

const k8s = join(repoRoot, 'deploy/k8s');
const versions = infraVersions(readFileSync(join(repoRoot, 'deploy/infra/versions.sh'), 'utf8'));
const kubernetesVersion = (versions['K8S_SCHEMA_MODULE'] ?? '@v0.0.0').split('@v')[1]!;
const ports = new Map(devApps(readFileSync(join(repoRoot, 'deploy/dev/services.sh'), 'utf8')).map((a) => [a.name, a.port]));
const party = (process.env.MM_TEST_PARTY ?? '').split(',').filter(Boolean);
const apps = loadWorkspaces(repoRoot)
  .filter(isDeployable)
  .filter((w) => party.length === 0 || party.includes(w.dir));
const OVERLAYS = ['dev', 'prod'] as const;

let schemaDir: string;
const rendered: Record<string, string> = {};
const objects: Record<string, K8sObject[]> = {};

beforeAll(async () => {
  schemaDir = await ensureTools(repoRoot);
  for (const o of OVERLAYS) {
    rendered[o] = await kustomizeBuild(join(k8s, 'overlays', o));
    objects[o] = parseManifests(rendered[o]!);
  }
  rendered['kafka'] = await kustomizeBuild(join(k8s, 'kafka'));
  objects['kafka'] = parseManifests(rendered['kafka']!);
}, 900_000);

describe('deploy/k8s renders and validates offline', () => {
  it.each([...OVERLAYS, 'kafka'])(
    '%s: every object passes the Kubernetes (and CRD) schemas, strictly',
    async (name) => {
      const result = await kubeconform(rendered[name]!, schemaDir, join(k8s, 'schemas'), kubernetesVersion);
      expect(result.problems).toEqual([]);
      expect({ invalid: result.invalid, errors: result.errors, skipped: result.skipped }).toEqual({ invalid: 0, errors: 0, skipped: 0 });
      expect(result.valid).toBe(objects[name]!.length);
    },
    120_000,
  );

  it('would catch a mistake: a misspelt probe field and a string where a port number goes', async () => {
    const deployment = structuredClone(find(objects['dev']!, 'Deployment', 'cart')!);
    const c = deployment.spec.template.spec.containers[0];
    c.readinessProbe = { httpget: c.readinessProbe.httpGet };
    c.ports[0].containerPort = 'four thousand';
    const result = await kubeconform(JSON.stringify(deployment), schemaDir, join(k8s, 'schemas'), kubernetesVersion);
    expect(result.invalid).toBe(1);
    expect(result.problems.join('\n')).toMatch(/httpget/);
  }, 60_000);

  it('puts every overlay in its own namespace', () => {
    expect(find(objects['dev']!, 'Namespace', 'minutemart-dev')).toBeDefined();
    expect(find(objects['prod']!, 'Namespace', 'minutemart')).toBeDefined();
    for (const o of OVERLAYS) {
      const namespaced = objects[o]!.filter((x) => x.kind !== 'Namespace');
      expect(new Set(namespaced.map((x) => x.metadata.namespace))).toEqual(new Set([o === 'dev' ? 'minutemart-dev' : 'minutemart']));
    }
  });
});

describe.each(OVERLAYS)('%s overlay', (overlay) => {
  const objs = () => objects[overlay]!;

  describe.each(apps.map((w) => [w.name, w] as const))('%s', (name, w) => {
    const deployment = () => find(objs(), 'Deployment', name)!;
    const container = () => deployment().spec.template.spec.containers[0];

    it('runs its own image, at its package version, on its port', () => {
      expect(deployment()).toBeDefined();
      expect(container().image).toBe(`minutemart/${name}:${w.version}`);
      const port = w.kind === 'service' || w.kind === 'gateway' ? ports.get(name) : 8080;
      expect(container().ports).toEqual([{ name: 'http', containerPort: port }]);
      const svc = find(objs(), 'Service', name)!;
      expect(svc.spec.ports).toEqual([{ name: 'http', port, targetPort: 'http' }]);
      expect(svc.spec.selector).toEqual(deployment().spec.selector.matchLabels);
    });

    it('is probed on /readyz (traffic) and /healthz (restart), with requests and limits', () => {
      expect(container().readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(container().livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
      for (const kind of ['requests', 'limits']) {
        expect({ kind, cpu: container().resources?.[kind]?.cpu, memory: container().resources?.[kind]?.memory }).toEqual({
          kind,
          cpu: expect.anything(),
          memory: expect.anything(),
        });
      }
      // Rolling updates never drop below the serving count.
      expect(deployment().spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    });

    it('scales with an HPA and keeps serving through node drains (PDB)', () => {
      const hpa = find(objs(), 'HorizontalPodAutoscaler', name)!;
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(overlay === 'prod' ? 2 : 1);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      // The HPA owns the replica count; a Deployment that states one would be reset on every apply.
      expect(deployment().spec.replicas).toBeUndefined();
      const pdb = find(objs(), 'PodDisruptionBudget', name)!;
      expect(pdb.spec.selector.matchLabels).toEqual(deployment().spec.selector.matchLabels);
      expect(pdb.spec.maxUnavailable ?? 0).toBeLessThan(overlay === 'prod' ? hpa.spec.minReplicas : 2);
    });

    if (w.kind === 'service' || w.kind === 'gateway') {
      it('gets every variable its config schema requires, valid, from ConfigMaps and Secrets', async () => {
        const api = await configOf(repoRoot, w.dir);
        // Production secrets come from the secret store: their keys are in git, their values are not.
        // Their shape is checked with the dev overlay's local values for the same keys.
        const devEnv = containerEnv(objects['dev']!, find(objects['dev']!, 'Deployment', name)!, () => '').env;
        const { env, missing } = containerEnv(objs(), deployment(), (key) => devEnv[key]?.value ?? 'value-from-the-secret-store');
        expect({ app: name, missing }).toEqual({ app: name, missing: [] });
        const values: EnvMap = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.value]));
        expect({ app: name, problems: configProblems(api, values, `deploy/k8s (${overlay})`) }).toEqual({ app: name, problems: [] });
        expect({ app: name, unknown: unknownVariables(api, values) }).toEqual({ app: name, unknown: [] });
        // Secrets stay out of ConfigMaps.
        const secretish = Object.entries(env).filter(([k, v]) => /SECRET|PASSWORD|_KEY$|MONGO_URL|SMTP_URL/.test(k) && !v.secret);
        expect({ app: name, inConfigMaps: secretish.map(([k]) => k) }).toEqual({ app: name, inConfigMaps: [] });
      });
    }
  });

  it("lets the gateway take the shopper's address from the ingress controller, and only from private hops", async () => {
    const api = await configOf(repoRoot, 'gateway');
    const { env } = containerEnv(objs(), find(objs(), 'Deployment', 'gateway')!, () => 'value-from-the-secret-store');
    const setting = (api.schema.parse(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.value]))) as { TRUST_PROXY: TrustProxy }).TRUST_PROXY;
    // An ingress-nginx pod (pod CIDRs are private: 10.244.0.0/16 kind, 10.42.0.0/16 k3s, GKE/EKS 10.x).
    expect(trustsHop(setting, '10.244.1.17')).toBe(true);
    // A client on the internet that forges X-Forwarded-For in front of the controller is not believed.
    expect(trustsHop(setting, '203.0.113.9', 1)).toBe(false);
  });

  it('routes the public host: /api and /media to the gateway, remotes to their own Deployments, / to the shell', () => {
    const ingress = find(objs(), 'Ingress', 'minutemart')!;
    const routes = Object.fromEntries(
      ingress.spec.rules[0].http.paths.map((p: { path: string; backend: { service: { name: string } } }) => [p.path, p.backend.service.name]),
    );
    expect(routes).toEqual({
      '/api': 'gateway',
      '/media': 'gateway',
      '/remotes.json': 'gateway',
      '/mf/storefront': 'storefront',
      '/mf/admin': 'admin',
      '/': 'shell',
    });
    for (const backend of new Set(Object.values(routes))) expect(find(objs(), 'Service', backend as string)).toBeDefined();
    if (overlay === 'prod') expect(ingress.spec.tls?.[0]?.secretName).toBeTruthy();
  });
});

describe('the env check itself', () => {
  it('fails when a service gains a required variable no overlay provides', async () => {
    const api = await configOf(repoRoot, 'services/cart');
    const { env } = containerEnv(objects['dev']!, find(objects['dev']!, 'Deployment', 'cart')!, () => '');
    const values = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.value]));
    expect(configProblems(api, values, 'deploy/k8s')).toEqual([]);
    const grown = { schema: api.schema.extend({ CART_NEW_SETTING: z.string().min(1) }), read: undefined };
    expect(configProblems(grown, values, 'deploy/k8s')).toEqual([expect.stringContaining('CART_NEW_SETTING')]);
  });

  it('fails when a Deployment reads a Secret nobody creates', () => {
    const deployment = structuredClone(find(objects['prod']!, 'Deployment', 'order')!);
    deployment.spec.template.spec.containers[0].envFrom.push({ secretRef: { name: 'order-extra-secrets' } });
    expect(containerEnv(objects['prod']!, deployment, () => 'x').missing).toEqual(['Secret order-extra-secrets']);
  });
});

describe('Kafka topics for Strimzi (deploy/k8s/kafka)', () => {
  it('are the topic registry, generated (node --import tsx deploy/k8s/kafka/topics.ts > deploy/k8s/kafka/topics.yaml)', () => {
    expect(readFileSync(join(k8s, 'kafka/topics.yaml'), 'utf8')).toBe(kafkaTopicsYaml());
    const names = objects['kafka']!.map((o) => o.spec.topicName);
    expect(names.sort()).toEqual(
      allTopics()
        .map((t) => t.name)
        .sort(),
    );
  });

  it('compact the product topic by product id', () => {
    const product = objects['kafka']!.find((o) => o.spec.topicName === topics.product.name)!;
    expect(product.spec.config['cleanup.policy']).toBe('compact');
    expect(product.spec.partitions).toBe(topics.product.partitions);
  });
});
