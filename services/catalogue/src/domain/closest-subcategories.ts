import { normalise, STOP_WORDS, type SearchQuery } from './search-text.js';
import type { SubCategoryView } from './views.js';

/**
 * For an empty search ("No Data found"): the sub-categories whose names look most like what was
 * typed, so the shopper has somewhere to go. Few enough (~100) to compare with every one.
 */

/** Letter pairs of a word, with its edges ("^m", "k$") so that beginnings and ends count. */
function bigrams(word: string): string[] {
  const padded = `^${word}$`;
  const out: string[] = [];
  for (let i = 0; i + 1 < padded.length; i++) out.push(padded.slice(i, i + 2));
  return out;
}

/** Dice coefficient of the letter pairs: 1 for the same word, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const x = bigrams(a);
  const y = bigrams(b);
  const pool = new Map<string, number>();
  for (const g of y) pool.set(g, (pool.get(g) ?? 0) + 1);
  let common = 0;
  for (const g of x) {
    const n = pool.get(g) ?? 0;
    if (n > 0) {
      common++;
      pool.set(g, n - 1);
    }
  }
  return (2 * common) / (x.length + y.length);
}

const nameWords = (name: string): string[] =>
  normalise(name)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w));

/** A word typed so far that starts a name word is as good as the word itself ("bisc" → Cream Biscuits). */
function wordScore(typed: string, word: string): number {
  if (typed.length >= 3 && word.startsWith(typed)) return 1;
  return similarity(typed, word);
}

/** Below this a name has too little in common with the query to be worth offering. */
const MIN_SIMILARITY = 0.34;

export function closestSubCategories(subCategories: readonly SubCategoryView[], q: SearchQuery, limit: number): SubCategoryView[] {
  const scored = subCategories.map((s) => {
    const words = nameWords(s.name);
    let total = 0;
    for (const typed of q.words) total += Math.max(0, ...words.map((w) => wordScore(typed, w)));
    return { s, score: q.words.length > 0 ? total / q.words.length : 0 };
  });
  return scored
    .filter((x) => x.score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || a.s.name.localeCompare(b.s.name))
    .slice(0, limit)
    .map((x) => x.s);
}
