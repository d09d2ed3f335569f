/**
 * Search without `$text` (the Mongo stand-in rejects it and the old backend's text search broke):
 * every product stores its name as lower-case ASCII-ish tokens, and a query matches tokens by
 * prefix, so "ami" finds "Amul" while the shopper is still typing.
 */

/** The client sends what the user typed, URL-encoded or not ('atta%20dal'); a bad escape is kept as typed. */
export function decodeSearch(raw: string): string {
  let text = raw;
  // Twice at most: some clients encode an already encoded value ('atta%2520dal').
  for (let i = 0; i < 2 && /%[0-9a-fA-F]{2}/.test(text); i++) {
    try {
      text = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      text = text.replace(/%([0-9a-fA-F]{2})/g, (m, hex: string) => {
        const code = parseInt(hex, 16);
        return code < 0x80 ? String.fromCharCode(code) : m;
      });
      break;
    }
  }
  return text;
}

/** Lower case, accents dropped, '&' kept as a word, everything else that is not a letter or digit is a space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const STOP_WORDS: ReadonlySet<string> = new Set(['and', 'the', 'of', 'with', 'for', 'in', 'a']);

export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const t of normalise(text).split(' ')) if (t && !out.includes(t)) out.push(t);
  return out;
}

/** Tokens a product is found by: its name words (stop words too, so "salt and pepper" still matches). */
export function productTokens(name: string, extra: string[] = []): string[] {
  const all = tokens([name, ...extra].join(' '));
  return all.slice(0, 64);
}

export interface SearchQuery {
  /** The normalised full query, for "name starts with what was typed". */
  phrase: string;
  /** Query words without stop words (unless the query is only stop words); at most 8. */
  words: string[];
}

export function parseQuery(raw: string): SearchQuery | undefined {
  const phrase = normalise(decodeSearch(raw)).slice(0, 100);
  if (!phrase) return undefined;
  const all = tokens(phrase);
  const content = all.filter((w) => !STOP_WORDS.has(w));
  return { phrase, words: (content.length > 0 ? content : all).slice(0, 8) };
}

export const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Rankable {
  name_key: string;
  search_tokens: string[];
  createdAt: Date | string;
}

/**
 * Relevance: products whose name starts with the query come first, then those matching more query
 * words, then names starting with the first word, then newer products. Returns 0 for no match.
 */
export function score(p: Rankable, q: SearchQuery): number {
  let matched = 0;
  for (const w of q.words) if (p.search_tokens.some((t) => t.startsWith(w))) matched++;
  if (matched === 0) return 0;
  let s = matched * 10;
  if (matched === q.words.length) s += 5;
  if (p.name_key.startsWith(q.phrase)) s += 100;
  else if (q.words[0] && p.name_key.startsWith(q.words[0])) s += 3;
  return s;
}

/** Rank candidates best first; ties broken by name so paging is stable. */
export function rank<T extends Rankable>(candidates: Iterable<T>, q: SearchQuery): T[] {
  const scored: { p: T; s: number }[] = [];
  for (const p of candidates) {
    const s = score(p, q);
    if (s > 0) scored.push({ p, s });
  }
  scored.sort((a, b) => b.s - a.s || (a.p.name_key < b.p.name_key ? -1 : a.p.name_key > b.p.name_key ? 1 : 0));
  return scored.map((x) => x.p);
}
