// A service's own config schema (services/*/src/config.ts, gateway/src/config.ts) applied to the
// environment a deployment description gives it: docker-compose.yml (compose.test.ts) and the
// rendered Kubernetes overlays (k8s.test.ts) are checked by the same rules.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';

export type EnvMap = Record<string, string>;

export interface ConfigApi {
  schema: z.ZodObject;
  read: ((env: EnvMap) => unknown) | undefined;
}

/** Variables read outside the config schema (telemetry, the logger). */
export const NOT_IN_SCHEMA = new Set(['SERVICE_NAME', 'OTEL_SERVICE_NAME', 'LOG_FORMAT', 'NODE_OPTIONS']);
/** Values browsers use (the published gateway), where localhost is right. */
export const BROWSER_FACING = new Set(['PUBLIC_BASE_URL', 'CORS_ORIGINS']);

export async function configOf(root: string, dir: string): Promise<ConfigApi> {
  const mod = (await import(pathToFileURL(resolve(root, dir, 'src/config.ts')).href)) as Record<string, unknown>;
  const schemaKey = Object.keys(mod).find((k) => /ConfigSchema$/.test(k));
  if (!schemaKey) throw new Error(`${dir}/src/config.ts exports no *ConfigSchema`);
  const readKey = Object.keys(mod).find((k) => /^read[A-Z]\w*Config$/.test(k));
  return { schema: mod[schemaKey] as z.ZodObject, read: readKey ? (mod[readKey] as (env: EnvMap) => unknown) : undefined };
}

/** Every reason this environment would not start the service, or start it talking to itself. */
export function configProblems(api: ConfigApi, env: EnvMap, where: string): string[] {
  const parsed = api.schema.safeParse(env);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message} (set it in ${where})`);
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
      problems.push(`${key} resolves to a loopback address (${text}): in a container that is the service itself; set it in ${where}`);
    }
  }
  return problems;
}

/** Variables the environment sets that the config schema does not read (a typo, or a setting that went away). */
export function unknownVariables(api: ConfigApi, env: EnvMap): string[] {
  const known = new Set(Object.keys(api.schema.shape));
  return Object.keys(env).filter((k) => !known.has(k) && !NOT_IN_SCHEMA.has(k));
}
