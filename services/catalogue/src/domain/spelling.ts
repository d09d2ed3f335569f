import SearchableMap from 'minisearch/SearchableMap';

/**
 * Typo correction for one query word, against the words the catalogue actually contains. Only a
 * word that is neither a known word nor the start of one is corrected (so "mil" stays a prefix of
 * "milk" while typing), and it is replaced by its closest known readings, the commonest first.
 */

/** Edits allowed for a word of this length: none for short words (too many false friends), two only for long ones. */
export function maxEdits(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every spelling one slip away: two neighbours swapped ("mlik" → "milk", which Levenshtein counts
 * as two edits), and for words long enough to allow an edit, one letter replaced, added or dropped.
 */
export function oneSlipAway(word: string): { variant: string; grows: boolean }[] {
  const out: { variant: string; grows: boolean }[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) out.push({ variant: word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), grows: true });
  }
  if (maxEdits(word) === 0) return out;
  for (let i = 0; i <= word.length; i++) {
    for (const c of ALPHABET) {
      out.push({ variant: word.slice(0, i) + c + word.slice(i), grows: true });
      if (i < word.length && c !== word[i]) out.push({ variant: word.slice(0, i) + c + word.slice(i + 1), grows: true });
    }
    if (i < word.length) out.push({ variant: word.slice(0, i) + word.slice(i + 1), grows: false });
  }
  return out;
}

export interface Correction {
  term: string;
  /** Search it as the start of a word: the shopper may not have finished typing ("biscut" → "biscuit…"). */
  prefix: boolean;
  /** 0–1: how much this reading is trusted, from how common the word is in the catalogue. */
  weight: number;
}

/** At most this many readings of one typo are searched. */
const MAX_CORRECTIONS = 3;

/** Words of the catalogue with the number of products that contain each. */
export class Vocabulary {
  private readonly terms = new SearchableMap<number>();

  add(words: Iterable<string>): void {
    for (const w of words) this.terms.update(w, (n = 0) => n + 1);
  }

  remove(words: Iterable<string>): void {
    for (const w of words) {
      const n = this.terms.get(w) ?? 0;
      if (n <= 1) this.terms.delete(w);
      else this.terms.set(w, n - 1);
    }
  }

  /** A known word, or the beginning of one (the shopper may still be typing). */
  knows(prefix: string): boolean {
    if (this.terms.has(prefix)) return true;
    for (const _ of this.terms.atPrefix(prefix).keys()) return true;
    return false;
  }

  /** Products containing the commonest word that starts with this. */
  private commonestFrom(prefix: string): number {
    let best = 0;
    for (const n of this.terms.atPrefix(prefix).values()) if (n > best) best = n;
    return best;
  }

  /**
   * The readings of a typo one slip away (as a whole word, or as the start of a longer one); failing
   * those, whole words up to the length's edit limit. Among them the commonest come first, since
   * "paner" is far more often paneer than Paper Boat.
   */
  corrections(word: string): Correction[] {
    const found = new Map<string, { prefix: boolean; df: number }>();
    for (const { variant, grows } of oneSlipAway(word)) {
      if (found.has(variant)) continue;
      const exact = this.terms.get(variant);
      if (exact !== undefined) found.set(variant, { prefix: false, df: exact });
      // Only a variant at least as long as what was typed may stand for an unfinished word: a
      // dropped letter plus a prefix would let almost anything through.
      else if (grows && variant.length >= 4 && this.knows(variant)) found.set(variant, { prefix: true, df: this.commonestFrom(variant) });
    }
    if (found.size === 0 && maxEdits(word) > 1) {
      for (const [term, [df]] of this.terms.fuzzyGet(word, maxEdits(word))) found.set(term, { prefix: false, df });
    }
    found.delete(word);
    if (found.size === 0) return [];
    const ranked = [...found].map(([term, v]) => ({ term, ...v })).sort((a, b) => b.df - a.df || (a.term < b.term ? -1 : 1));
    const top = ranked[0]!.df || 1;
    return ranked.slice(0, MAX_CORRECTIONS).map(({ term, prefix, df }) => ({ term, prefix, weight: Math.sqrt(df / top) }));
  }
}
