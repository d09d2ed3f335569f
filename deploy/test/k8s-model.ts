// Reads `kustomize build` output the way the cluster would for what the k8s test checks: the
// objects by kind and name, and the environment a Deployment's container starts with (env values,
// envFrom ConfigMaps and Secrets, and the keys an ExternalSecret promises to write into a Secret).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';

const run = promisify(execFile);

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** Where deploy/infra put the pinned tools and schemas (versions.sh: $MM_CACHE). */
export const mmCache = join(process.env.XDG_CACHE_HOME ?? join(process.env.HOME ?? '/root', '.cache'), 'minutemart');
export const tool = (name: 'kustomize' | 'kubeconform'): string => join(mmCache, 'bin', name);

/** Installs what is missing (idempotent; a no-op once cached) and returns the schema folder. */
export async function ensureTools(repoRoot: string): Promise<string> {
  if (!existsSync(tool('kustomize')) || !existsSync(tool('kubeconform'))) {
    await run('bash', [join(repoRoot, 'deploy/infra/install-go-tools.sh'), 'kustomize', 'kubeconform'], { timeout: 900_000 });
  }
  const { stdout } = await run('bash', [join(repoRoot, 'deploy/infra/install-k8s-schemas.sh')], { timeout: 600_000 });
  return stdout.trim().split('\n').pop()!;
}

export async function kustomizeBuild(dir: string): Promise<string> {
  const { stdout } = await run(tool('kustomize'), ['build', dir], { maxBuffer: 50_000_000 });
  return stdout;
}

export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((d) => d.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => Boolean(o));
}

export interface KubeconformResult {
  valid: number;
  invalid: number;
  errors: number;
  skipped: number;
  problems: string[];
}

/** kubeconform, strict, offline: Kubernetes kinds from the converted OpenAPI, CRDs from deploy/k8s/schemas. */
export async function kubeconform(manifests: string, schemaDir: string, crdDir: string, kubernetesVersion: string): Promise<KubeconformResult> {
  const args = [
    '-strict',
    '-summary',
    '-output',
    'json',
    '-kubernetes-version',
    kubernetesVersion,
    '-schema-location',
    `${schemaDir}/{{ .ResourceKind }}{{ .KindSuffix }}.json`,
    '-schema-location',
    `${crdDir}/{{ .ResourceKind }}{{ .KindSuffix }}.json`,
    '-',
  ];
  const out = await new Promise<string>((resolve, reject) => {
    const child = execFile(tool('kubeconform'), args, { maxBuffer: 50_000_000 }, (err, stdout) => {
      // Exit 1 means "something invalid": the JSON still says what.
      if (err && !stdout) reject(err);
      else resolve(stdout);
    });
    child.stdin!.end(manifests);
  });
  const json = JSON.parse(out) as {
    resources?: { filename: string; kind: string; name: string; status: string; msg: string }[];
    summary: { valid: number; invalid: number; errors: number; skipped: number };
  };
  return {
    ...json.summary,
    problems: (json.resources ?? []).filter((r) => r.status !== 'statusValid').map((r) => `${r.kind}/${r.name}: ${r.status} ${r.msg}`),
  };
}

export const find = (objs: K8sObject[], kind: string, name: string): K8sObject | undefined => objs.find((o) => o.kind === kind && o.metadata.name === name);

/** A generated name keeps its base name before kustomize's hash suffix. */
const sameBase = (generated: string, base: string) => generated === base || new RegExp(`^${base}-[a-z0-9]{10}$`).test(generated);

export type EnvSource = { value: string; from: string; secret: boolean };

/**
 * The environment of a Deployment's first container: literal `env`, `valueFrom` references and
 * `envFrom` ConfigMaps and Secrets, later sources winning as in Kubernetes. A Secret that only an
 * ExternalSecret creates contributes its keys with `secretValue(key)` as the value (git has none).
 */
export function containerEnv(
  objs: K8sObject[],
  deployment: K8sObject,
  secretValue: (key: string) => string,
): { env: Record<string, EnvSource>; missing: string[] } {
  const container = deployment.spec.template.spec.containers[0];
  const env: Record<string, EnvSource> = {};
  const missing: string[] = [];
  const configMap = (name: string) => objs.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name);
  const secretData = (name: string): Record<string, string> | undefined => {
    const s = objs.find((o) => o.kind === 'Secret' && o.metadata.name === name);
    if (s) {
      const decoded = Object.fromEntries(Object.entries(s.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')]));
      return { ...decoded, ...s.stringData };
    }
    const ext = objs.find((o) => o.kind === 'ExternalSecret' && (o.spec?.target?.name ?? o.metadata.name) === name);
    if (ext) return Object.fromEntries((ext.spec.data ?? []).map((d: { secretKey: string }) => [d.secretKey, secretValue(d.secretKey)]));
    return undefined;
  };
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) {
      const cm = configMap(from.configMapRef.name);
      if (!cm) missing.push(`ConfigMap ${from.configMapRef.name}`);
      for (const [k, v] of Object.entries(cm?.data ?? {})) env[k] = { value: v, from: `ConfigMap ${from.configMapRef.name}`, secret: false };
    }
    if (from.secretRef) {
      const data = secretData(from.secretRef.name);
      if (!data) missing.push(`Secret ${from.secretRef.name}`);
      for (const [k, v] of Object.entries(data ?? {})) env[k] = { value: v, from: `Secret ${from.secretRef.name}`, secret: true };
    }
  }
  for (const e of container.env ?? []) {
    if (typeof e.value === 'string') env[e.name] = { value: e.value, from: 'env', secret: false };
    const cmRef = e.valueFrom?.configMapKeyRef;
    const secRef = e.valueFrom?.secretKeyRef;
    if (cmRef) {
      const v = configMap(cmRef.name)?.data?.[cmRef.key];
      if (v === undefined) missing.push(`ConfigMap ${cmRef.name} key ${cmRef.key}`);
      else env[e.name] = { value: v, from: `ConfigMap ${cmRef.name}`, secret: false };
    }
    if (secRef) {
      const v = secretData(secRef.name)?.[secRef.key];
      if (v === undefined) missing.push(`Secret ${secRef.name} key ${secRef.key}`);
      else env[e.name] = { value: v, from: `Secret ${secRef.name}`, secret: true };
    }
  }
  return { env, missing };
}

export { sameBase };
