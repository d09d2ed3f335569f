/**
 * Structural comparison of two payload schemas (JSON Schema as zod emits it for our events), for
 * consumers written against one version while producers move on:
 *
 *   wider(a, b)  lists the ways schema `a` accepts a payload that schema `b` rejects.
 *
 * wider(current, recorded) non-empty: the current producer may send something an older consumer
 *   refuses (a field removed or made optional, a new enum value, a bound relaxed, a type widened).
 * wider(recorded, current) non-empty: the current consumer refuses events an older producer sends
 *   or that are still on the bus (a new required field, a tighter bound, an enum value dropped).
 *
 * Fields one side does not declare at all are ignored: zod drops unknown keys, so adding an optional
 * field is compatible both ways. Anything the comparison cannot prove equal (a changed regex) counts
 * as a difference.
 */
import type { JsonSchema } from './event-fixtures.js';

type Schema = JsonSchema | boolean;

const typesOf = (s: JsonSchema): Set<string> | undefined => {
  if (s['type'] === undefined) return undefined;
  return new Set(Array.isArray(s['type']) ? s['type'] : [s['type']]);
};

const branches = (s: JsonSchema): JsonSchema[] | undefined => s['anyOf'] ?? s['oneOf'];

/** Effective lower and upper numeric bounds as [value, exclusive]. */
function bounds(s: JsonSchema): { lo?: [number, boolean]; hi?: [number, boolean] } {
  const out: { lo?: [number, boolean]; hi?: [number, boolean] } = {};
  if (typeof s['minimum'] === 'number') out.lo = [s['minimum'], false];
  if (typeof s['exclusiveMinimum'] === 'number' && (!out.lo || s['exclusiveMinimum'] >= out.lo[0])) out.lo = [s['exclusiveMinimum'], true];
  if (typeof s['maximum'] === 'number') out.hi = [s['maximum'], false];
  if (typeof s['exclusiveMaximum'] === 'number' && (!out.hi || s['exclusiveMaximum'] <= out.hi[0])) out.hi = [s['exclusiveMaximum'], true];
  return out;
}

/** Is lower bound `a` (of the wider candidate) at least as tight as `b`? */
const loWithin = (a: [number, boolean] | undefined, b: [number, boolean] | undefined, integer: boolean): boolean => {
  if (!b) return true;
  if (!a) return false;
  // For integers, "> 0" and ">= 1" are the same set.
  const norm = ([v, ex]: [number, boolean]) => (integer && ex ? v + 1 : v);
  const [av, bv] = [norm(a), norm(b)];
  if (integer) return av >= bv;
  return av > bv || (av === bv && (a[1] || !b[1]));
};
const hiWithin = (a: [number, boolean] | undefined, b: [number, boolean] | undefined, integer: boolean): boolean => {
  if (!b) return true;
  if (!a) return false;
  const norm = ([v, ex]: [number, boolean]) => (integer && ex ? v - 1 : v);
  const [av, bv] = [norm(a), norm(b)];
  if (integer) return av <= bv;
  return av < bv || (av === bv && (a[1] || !b[1]));
};

const show = (v: unknown): string => JSON.stringify(v);

/** The ways `a` accepts a payload `b` rejects; `at` names the place in the payload. */
export function wider(a: Schema, b: Schema, at = '(payload)'): string[] {
  if (b === true || (typeof b === 'object' && Object.keys(b).filter((k) => !['description', 'title', 'default', 'examples'].includes(k)).length === 0))
    return [];
  if (a === false || b === false) return a === false ? [] : [`${at}: accepts values where none were allowed`];
  if (a === true) return [`${at}: accepts anything, was constrained`];

  const ab = branches(a);
  const bb = branches(b);
  if (ab) return ab.flatMap((branch) => wider(branch, b, at));
  if (bb) {
    // One branch of b must take everything a accepts.
    const fits = bb.map((branch) => wider(a, branch, at));
    return fits.some((f) => f.length === 0) ? [] : [`${at}: accepts values none of ${bb.length} alternatives allowed (${fits.flat()[0]})`];
  }

  const problems: string[] = [];
  const ta = typesOf(a);
  const tb = typesOf(b);
  if (tb) {
    if (!ta) problems.push(`${at}: any type accepted, was ${[...tb].join('|')}`);
    else for (const t of ta) if (!tb.has(t) && !(t === 'integer' && tb.has('number'))) problems.push(`${at}: now accepts ${t}, was ${[...tb].join('|')}`);
  }
  if ('const' in b && (!('const' in a) || show(a['const']) !== show(b['const']))) {
    const aValues = 'const' in a ? [a['const']] : a['enum'];
    if (!aValues || aValues.some((v: unknown) => show(v) !== show(b['const']))) problems.push(`${at}: no longer fixed to ${show(b['const'])}`);
  }
  if (Array.isArray(b['enum'])) {
    const allowed = new Set((b['enum'] as unknown[]).map(show));
    const aValues: unknown[] | undefined = 'const' in a ? [a['const']] : a['enum'];
    if (!aValues) problems.push(`${at}: any value accepted, was one of ${[...allowed].join(', ')}`);
    else for (const v of aValues) if (!allowed.has(show(v))) problems.push(`${at}: accepts ${show(v)}, was one of ${[...allowed].join(', ')}`);
  }
  for (const k of ['format', 'pattern'] as const) {
    if (b[k] !== undefined && a[k] !== b[k]) problems.push(`${at}: ${k} ${a[k] === undefined ? 'dropped' : `changed to ${show(a[k])}`} (was ${show(b[k])})`);
  }
  const integer = Boolean(ta?.has('integer') && !ta.has('number'));
  const [ba, bbnd] = [bounds(a), bounds(b)];
  if (!loWithin(ba.lo, bbnd.lo, integer)) problems.push(`${at}: lower bound relaxed (${show(ba.lo ?? 'none')}, was ${show(bbnd.lo)})`);
  if (!hiWithin(ba.hi, bbnd.hi, integer)) problems.push(`${at}: upper bound relaxed (${show(ba.hi ?? 'none')}, was ${show(bbnd.hi)})`);
  for (const [k, dir] of [
    ['minLength', 1],
    ['maxLength', -1],
    ['minItems', 1],
    ['maxItems', -1],
  ] as const) {
    if (typeof b[k] !== 'number') continue;
    if (typeof a[k] !== 'number' || (dir === 1 ? a[k] < b[k] : a[k] > b[k])) problems.push(`${at}: ${k} relaxed (${a[k] ?? 'none'}, was ${b[k]})`);
  }
  if (b['items'] !== undefined) problems.push(...wider(a['items'] ?? true, b['items'], `${at}[]`));

  if (b['properties'] || b['required']) {
    const aProps: Record<string, Schema> = a['properties'] ?? {};
    const bProps: Record<string, Schema> = b['properties'] ?? {};
    const aRequired = new Set<string>(a['required'] ?? []);
    for (const field of b['required'] ?? []) {
      if (!(field in aProps) && !aRequired.has(field)) problems.push(`${at}.${field}: removed`);
      else if (!aRequired.has(field)) problems.push(`${at}.${field}: now optional, was required`);
    }
    for (const [field, schema] of Object.entries(bProps)) {
      if (field in aProps) problems.push(...wider(aProps[field]!, schema, `${at}.${field}`));
    }
    if (b['additionalProperties'] === false) {
      for (const field of Object.keys(aProps)) if (!(field in bProps)) problems.push(`${at}.${field}: added, and unknown fields were refused`);
    }
  }
  return problems;
}

/** Both directions, labelled for a failure message. */
export function breakingChanges(recorded: JsonSchema, current: JsonSchema): string[] {
  return [
    ...wider(current, recorded).map((p) => `older consumers would refuse what is published now: ${p}`),
    ...wider(recorded, current).map((p) => `current consumers would refuse events of this version already published: ${p}`),
  ];
}
