import MiniSearch, { type QueryCombination, type SearchResult } from 'minisearch';
import { normalise, STOP_WORDS, type SearchQuery } from './search-text.js';
import { Vocabulary } from './spelling.js';

/** What the index knows of a product: the text a shopper may type, and nothing else. */
export interface SearchDoc {
  id: string;
  name: string;
  /** Names of its sub-categories, space separated. */
  subCategory: string;
  description: string;
}

export interface SearchHit {
  id: string;
  /** Query words this product matched (typos count once corrected). */
  matched: number;
  /** Of those, how many as a whole word of the name or a sub-category name (not just a prefix). */
  whole: number;
  score: number;
  nameKey: string;
}

type Field = 'name' | 'subCategory' | 'description';
const FIELDS: Field[] = ['name', 'subCategory', 'description'];
/** Name over sub-category over description (which mostly repeats the name, with a blurb). */
const BOOST: Record<Field, number> = { name: 3, subCategory: 2, description: 0.4 };
const WHOLE_WORD_FIELDS: Field[] = ['name', 'subCategory'];
/** Descriptions are long; beyond this they add index size and noise, not findability. */
const DESCRIPTION_CHARS = 600;

/** Cached answers: with a few thousand hits at most per query, a few MB. */
const RECENT_QUERIES = 500;

const tokenize = (text: string): string[] => normalise(text).split(' ');
const indexTerm = (term: string): string | null => (term && !STOP_WORDS.has(term) ? term : null);

/**
 * The catalogue's search engine: a MiniSearch inverted index (prefix tree, BM25) over every live
 * product of this replica, published or not (the admin list searches unpublished ones too).
 * See docs/adr/0006-in-process-search.md for why MiniSearch and how results are ranked.
 */
export class ProductSearchIndex {
  private mini = ProductSearchIndex.emptyIndex();
  private readonly docs = new Map<string, SearchDoc>();
  private readonly words = new Map<string, { all: string[]; named: string[] }>();
  private readonly nameKeys = new Map<string, string>();
  /** Every indexed word: decides whether a query word is known (or being typed). */
  private vocabulary = new Vocabulary();
  /** Words of names and sub-category names only: what a typo is corrected to (not the description blurbs). */
  private namedVocabulary = new Vocabulary();
  /**
   * Ranked answers to recent queries. Shoppers type the same few hundred things (and the same
   * prefixes on the way), so most searches are answered from here; any change to the index empties
   * it, and stock or price edits do not change the index.
   */
  private readonly recent = new Map<string, SearchHit[]>();

  private static emptyIndex(): MiniSearch<SearchDoc> {
    return new MiniSearch<SearchDoc>({
      idField: 'id',
      fields: FIELDS,
      tokenize,
      processTerm: indexTerm,
      extractField: (doc, field) => (field === 'description' ? doc.description.slice(0, DESCRIPTION_CHARS) : (doc as unknown as Record<string, string>)[field]),
      searchOptions: { boost: BOOST, processTerm: (t) => t },
    });
  }

  get size(): number {
    return this.docs.size;
  }

  /** Replace everything (start-up): one bulk load is much faster than thousands of upserts. */
  rebuild(docs: SearchDoc[]): void {
    this.recent.clear();
    this.mini = ProductSearchIndex.emptyIndex();
    this.docs.clear();
    this.words.clear();
    this.nameKeys.clear();
    this.vocabulary = new Vocabulary();
    this.namedVocabulary = new Vocabulary();
    for (const d of docs) this.remember(d);
    this.mini.addAll(docs);
  }

  /** Add or update; a product whose searchable text did not change (a stock or price edit) is left alone. */
  upsert(doc: SearchDoc): void {
    const before = this.docs.get(doc.id);
    if (before && before.name === doc.name && before.subCategory === doc.subCategory && before.description === doc.description) return;
    if (before) this.remove(doc.id);
    this.recent.clear();
    this.remember(doc);
    this.mini.add(doc);
  }

  remove(id: string): void {
    if (!this.docs.has(id)) return;
    this.recent.clear();
    this.mini.discard(id);
    const words = this.words.get(id);
    this.vocabulary.remove(words?.all ?? []);
    this.namedVocabulary.remove(words?.named ?? []);
    this.docs.delete(id);
    this.words.delete(id);
    this.nameKeys.delete(id);
  }

  private remember(doc: SearchDoc): void {
    const named = new Set<string>();
    for (const t of tokenize(`${doc.name} ${doc.subCategory}`)) if (indexTerm(t)) named.add(t);
    const all = new Set(named);
    for (const t of tokenize(doc.description.slice(0, DESCRIPTION_CHARS))) if (indexTerm(t)) all.add(t);
    this.docs.set(doc.id, doc);
    this.words.set(doc.id, { all: [...all], named: [...named] });
    this.nameKeys.set(doc.id, normalise(doc.name));
    this.vocabulary.add(all);
    this.namedVocabulary.add(named);
  }

  /**
   * Every product matching at least one query word, best first: more query words matched, then more
   * of them as whole words of the name or sub-category (so "milk" puts milk above "Milkfood Desi
   * Ghee"), then the engine's BM25 score with the field boosts, then name.
   */
  search(q: SearchQuery): readonly SearchHit[] {
    const key = `${q.phrase}|${q.words.join(' ')}`;
    const known = this.recent.get(key);
    if (known) {
      // Least recently used goes first: re-insert to mark it as used.
      this.recent.delete(key);
      this.recent.set(key, known);
      return known;
    }
    const hits = this.rank(q);
    this.recent.set(key, hits);
    if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.keys().next().value!);
    return hits;
  }

  private rank(q: SearchQuery): SearchHit[] {
    const slots = q.words.map((word) => this.slot(word));
    const queries = slots.flatMap((s) => (s.query ? [s.query] : []));
    if (queries.length === 0) return [];
    const raw = this.mini.search({ combineWith: 'OR', queries });

    const hits: SearchHit[] = raw.map((r) => {
      let matched = 0;
      let whole = 0;
      for (const s of slots) {
        if (!r.queryTerms.some((t) => s.terms.has(t))) continue;
        matched++;
        if (isWholeWordMatch(r, s.terms)) whole++;
      }
      const nameKey = this.nameKeys.get(r.id as string) ?? '';
      // The product the shopper is spelling out, name first ("dal" → "Dal Makhani…").
      const lead = nameKey.startsWith(q.phrase) ? 1.2 : q.words[0] && nameKey.startsWith(q.words[0]) ? 1.05 : 1;
      return { id: r.id as string, matched, whole, score: r.score * lead, nameKey };
    });
    hits.sort((a, b) => b.matched - a.matched || b.whole - a.whole || b.score - a.score || cmp(a.nameKey, b.nameKey) || cmp(a.id, b.id));
    return hits;
  }

  /**
   * One query word: a prefix search if the catalogue knows it (or a word starting with it), else its
   * closest known spellings, weighted by how common they are. Very short prefixes only look at names
   * and sub-categories: "m" against every description would match nearly everything.
   */
  private slot(word: string): { terms: Set<string>; query?: QueryCombination } {
    if (this.vocabulary.knows(word) || word.length < 3) {
      const fields: Field[] = word.length < 3 ? WHOLE_WORD_FIELDS : FIELDS;
      return { terms: new Set([word]), query: { queries: [word], prefix: true, fields } };
    }
    const corrections = this.namedVocabulary.corrections(word);
    if (corrections.length === 0) return { terms: new Set() };
    return {
      terms: new Set(corrections.map((c) => c.term)),
      query: {
        combineWith: 'OR',
        queries: corrections.map((c) => ({ queries: [c.term], prefix: c.prefix, fuzzy: false, boostTerm: () => c.weight })),
      },
    };
  }
}

function isWholeWordMatch(r: SearchResult, terms: Set<string>): boolean {
  for (const t of terms) {
    const fields = r.match[t];
    if (fields && fields.some((f) => (WHOLE_WORD_FIELDS as string[]).includes(f))) return true;
  }
  return false;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
