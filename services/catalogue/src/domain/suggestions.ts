import type { Suggestion } from './reads.js';
import { unitsOn, type StoredProduct } from './views.js';

type Ranked = Pick<StoredProduct, '_id' | 'name' | 'name_key' | 'storeStock'>;

/**
 * Pack sizes share a name: one line per name, best-ranked name first. Without a shelf a name opens
 * its best-ranked pack (the original behaviour, and it can stop at `limit` names). With a shelf it
 * opens the best-ranked pack in stock there, or the best-ranked one when none is, and says how many
 * are left; that needs every ranked pack of the names shown, so it walks the whole ranking.
 */
export function pickSuggestions(ranked: Iterable<Ranked>, limit: number, shelf?: string): Suggestion[] {
  if (shelf === undefined) {
    const out: Suggestion[] = [];
    const seen = new Set<string>();
    for (const p of ranked) {
      if (seen.has(p.name_key)) continue;
      seen.add(p.name_key);
      out.push({ _id: p._id, name: p.name });
      if (out.length >= limit) break;
    }
    return out;
  }
  const byName = new Map<string, Suggestion>();
  for (const p of ranked) {
    const kept = byName.get(p.name_key);
    if (kept && kept.stock! > 0) continue;
    if (!kept && byName.size >= limit) continue;
    const units = unitsOn(p, shelf);
    if (!kept || units > 0) byName.set(p.name_key, { _id: p._id, name: p.name, stock: units });
  }
  return [...byName.values()];
}
