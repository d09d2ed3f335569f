import type { Model } from 'mongoose';
import { storeUpsertedV1, type DarkStoreSnapshot } from '@minutemart/contracts';
import { auditEntries, auditState, conflict, newEvent, notFound } from '@minutemart/kit';
import type { DarkStoreDoc } from '../data/store-model.js';
import { SOURCE } from './changes.js';
import { DEFAULT_SHELF, MAX_CAS_ATTEMPTS, STORE_ID_PATTERN } from './shelves.js';

export type StoreView = DarkStoreSnapshot & { createdAt: string };

/** A new store as the domain takes it; without an id, one is made from its city and name. */
export type StoreInput = Omit<DarkStoreDoc, '_id' | 'createdAt' | 'updatedAt'> & { _id?: string | undefined };

/** The fields an update may change; an absent one is left as it is. */
export type StorePatch = Partial<Omit<StoreInput, '_id'>>;

/** What other services hear (store.upserted@1): the whole store, every time. */
export function storeSnapshot(d: DarkStoreDoc): DarkStoreSnapshot {
  return {
    _id: d._id,
    name: d.name,
    city: d.city,
    location: { lat: d.location.lat, lng: d.location.lng },
    serves: d.serves.map((s) => ({ pincode: s.pincode, area: s.area, lat: s.lat, lng: s.lng })),
    hours: { open: d.hours.open, close: d.hours.close },
    pickers: d.pickers,
    status: d.status,
    ...(d.legal ? { legal: { name: d.legal.name, gstin: d.legal.gstin, stateCode: d.legal.stateCode, address: d.legal.address } } : {}),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export const storeView = (d: DarkStoreDoc): StoreView => ({ ...storeSnapshot(d), createdAt: d.createdAt.toISOString() });

const byCityAndName = (a: DarkStoreDoc, b: DarkStoreDoc): number =>
  a.city.localeCompare(b.city, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** `Bengaluru` + `HSR Layout` → `bengaluru-hsr-layout`, when an admin gives no id. */
export function storeIdFor(city: string, name: string): string {
  const id = `${city} ${name}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 63)
    .replace(/-$/, '');
  return STORE_ID_PATTERN.test(id) && id !== DEFAULT_SHELF ? id : `store-${id}`.slice(0, 63);
}

/** A new store document with its store.upserted event, for the API and the seed. */
export function newStoreDocument(id: string, input: Omit<StoreInput, '_id'>, now = new Date()): DarkStoreDoc & { _outbox: unknown[] } {
  const doc: DarkStoreDoc = { _id: id, ...input, createdAt: now, updatedAt: now };
  return { ...doc, _outbox: [newEvent(storeUpsertedV1, SOURCE, id, storeSnapshot(doc))] };
}

/** Dark stores (ADR 0007): each write is one document update carrying its full-snapshot event. */
export class DarkStores {
  constructor(
    private readonly stores: Model<DarkStoreDoc>,
    /** After a write: nudge the outbox and refresh this replica's store directory. */
    private readonly onChange: (storeId: string) => Promise<void>,
  ) {}

  async create(input: StoreInput): Promise<StoreView> {
    const { _id, ...fields } = input;
    const id = _id ?? storeIdFor(input.city, input.name);
    const doc = newStoreDocument(id, fields);
    doc._outbox.push(...auditEntries(SOURCE, { entity: 'store', entityId: id, action: 'create', storeId: id, before: null, after: auditState(doc) }));
    try {
      await this.stores.collection.insertOne(doc as never);
    } catch (e) {
      if ((e as { code?: number }).code === 11000) throw conflict(`A store with id "${id}" already exists`);
      throw e;
    }
    await this.onChange(id);
    return storeView(doc);
  }

  /** Partial update; compare-and-set on updatedAt so the event is the state the update left. */
  async update(id: string, patch: StorePatch): Promise<StoreView> {
    for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      const current = await this.stores.findById(id).lean();
      if (!current) throw notFound('Store not found');
      const now = new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1));
      const next: DarkStoreDoc = {
        ...current,
        name: patch.name ?? current.name,
        city: patch.city ?? current.city,
        location: patch.location ?? current.location,
        serves: patch.serves ?? current.serves,
        hours: patch.hours ?? current.hours,
        pickers: patch.pickers ?? current.pickers,
        status: patch.status ?? current.status,
        ...((patch.legal ?? current.legal) ? { legal: patch.legal ?? current.legal } : {}),
        updatedAt: now,
      };
      const { _id: _ignored, createdAt: _c, ...set } = next;
      const res = await this.stores.updateOne(
        { _id: id, updatedAt: current.updatedAt },
        {
          $set: set,
          $push: {
            _outbox: {
              $each: [
                newEvent(storeUpsertedV1, SOURCE, id, storeSnapshot(next)),
                ...auditEntries(SOURCE, { entity: 'store', entityId: id, action: 'update', storeId: id, before: auditState(current), after: auditState(next) }),
              ],
            },
          },
        },
      );
      if (res.matchedCount === 1) {
        await this.onChange(id);
        return storeView(next);
      }
    }
    throw conflict('The store is being changed by someone else; try again');
  }

  async list(): Promise<StoreView[]> {
    const docs = await this.stores.find().lean();
    return docs.sort(byCityAndName).map(storeView);
  }

  async exists(id: string): Promise<boolean> {
    return Boolean(await this.stores.exists({ _id: id }));
  }

  /** Whether any dark store exists: the end of the one-store mode. */
  async any(): Promise<boolean> {
    return Boolean(await this.stores.exists({}));
  }
}
