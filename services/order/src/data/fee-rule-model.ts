import { Schema, type Connection, type Model } from 'mongoose';
import type { FeeRulesPatch } from '@minutemart/contracts';
import { withOutbox } from '@minutemart/kit';

/**
 * The fee settings of one scope, as admins set them: `_id` is `default`, `city:<name, lower case>`
 * or `store:<store id>`. `rules` holds only the kinds the scope sets; the others come from the
 * wider scope (ADR 0018). `version` counts writes: an edit is a compare-and-set on it.
 */
export interface FeeRuleDoc {
  _id: string;
  scope: 'default' | 'city' | 'store';
  /** The city as the admin wrote it, or the store id. */
  name: string;
  rules: FeeRulesPatch;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

// The outbox carries the audit entry of each admin's change, written with it.
const feeRuleSchema = withOutbox(
  new Schema<FeeRuleDoc>(
    {
      _id: { type: String, required: true },
      scope: { type: String, enum: ['default', 'city', 'store'], required: true },
      name: { type: String, default: '' },
      rules: { type: Schema.Types.Mixed, default: {} },
      version: { type: Number, default: 0 },
      updatedAt: { type: Date },
      updatedBy: { type: String, default: '' },
    },
    { versionKey: false, minimize: false },
  ),
);

export const feeRuleModel = (db: Connection): Model<FeeRuleDoc> =>
  (db.models['fee_rule'] as Model<FeeRuleDoc>) ?? db.model<FeeRuleDoc>('fee_rule', feeRuleSchema, 'fee_rules');
