import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { FeeRules, FeeRulesPatch, FeeScope } from '@minutemart/contracts';
import { auditEntries, conflict } from '@minutemart/kit';
import type { FeeRuleDoc } from '../data/fee-rule-model.js';
import { resolveRules } from './pricing.js';

export const scopeId = (s: FeeScope): string =>
  s.scope === 'default' ? 'default' : s.scope === 'city' ? `city:${s.city.trim().toLowerCase()}` : `store:${s.storeId}`;

/**
 * Where fee settings live (ADR 0018): one document per scope, all of them in memory for the quote
 * and the placement (a few per city), reloaded every refresh so other replicas' edits show, and at
 * once after this replica's own.
 */
/** Retries of a write that raced another one, before giving up with a conflict. */
const MAX_RACES = 5;

const withoutOutbox = ({ _outbox: _, ...doc }: FeeRuleDoc & { _outbox?: unknown }): FeeRuleDoc => doc;

export class FeeRuleBook {
  private docs = new Map<string, FeeRuleDoc>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly model: Model<FeeRuleDoc>,
    private readonly logger: Logger,
    /** Points the outbox relay at a scope just written (its audit entry). */
    private readonly nudge: (id: string) => void,
  ) {}

  async start(refreshMs: number): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch((e) => this.logger.warn({ err: (e as Error).message }, 'fee rules not reloaded')), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async reload(): Promise<void> {
    const docs = await this.model.find().select('-_outbox').lean<FeeRuleDoc[]>();
    this.docs = new Map(docs.map((d) => [d._id, d]));
  }

  /** The settings in force at a store: platform, then its city, then the store itself. */
  rulesFor(storeId: string, city: string): FeeRules {
    return resolveRules(
      this.docs.get('default')?.rules,
      city ? this.docs.get(scopeId({ scope: 'city', city }))?.rules : undefined,
      this.docs.get(scopeId({ scope: 'store', storeId }))?.rules,
    );
  }

  list(): FeeRuleDoc[] {
    return [...this.docs.values()].sort((a, b) => a._id.localeCompare(b._id));
  }

  /**
   * Replaces what one scope sets (kinds left out inherit from the wider scope again). `version`,
   * when given, is the version the admin edited: a newer one written meanwhile is a conflict.
   * The write is a compare-and-set on the version it read, so the audit entry written with it
   * shows exactly the settings it replaced; without `version` a racing write is read again.
   */
  async set(scope: FeeScope, rules: FeeRulesPatch, by: string, version?: number): Promise<FeeRuleDoc> {
    const _id = scopeId(scope);
    const name = scope.scope === 'default' ? '' : scope.scope === 'city' ? scope.city.trim() : scope.storeId;
    for (let attempt = 0; attempt < MAX_RACES; attempt++) {
      const before = await this.model.findById(_id).select('rules version').lean<FeeRuleDoc>();
      if (version !== undefined && version !== (before?.version ?? 0)) break;
      const audit = auditEntries('order-service', {
        entity: 'fee',
        entityId: _id,
        action: before ? 'update' : 'create',
        storeId: scope.scope === 'store' ? scope.storeId : null,
        before: before ? { rules: before.rules } : null,
        after: { rules },
      });
      const fields = { scope: scope.scope, name, rules, updatedAt: new Date(), updatedBy: by };
      let doc: FeeRuleDoc | null;
      try {
        doc = before
          ? await this.model
              .findOneAndUpdate(
                { _id, version: before.version },
                { $set: fields, $inc: { version: 1 }, ...(audit.length ? { $push: { _outbox: { $each: audit } } } : {}) },
                { returnDocument: 'after', projection: { _outbox: 0 } },
              )
              .lean<FeeRuleDoc>()
          : // No document yet: this write creates it (a racing creation is a duplicate key: read again).
            withoutOutbox((await this.model.create({ _id, ...fields, version: 1, _outbox: audit } as FeeRuleDoc)).toObject());
      } catch (e) {
        if ((e as { code?: number }).code === 11000) doc = null;
        else throw e;
      }
      if (doc) {
        if (audit.length) this.nudge(_id);
        this.docs.set(_id, doc);
        return doc;
      }
      if (version !== undefined) break;
    }
    throw conflict('These fees were changed by someone else meanwhile: reload and try again');
  }
}
