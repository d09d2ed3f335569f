import type { FeeRuleKey, FeeRules, FeeRulesPatch } from '@minutemart/contracts';

/**
 * The platform's settings until an operator changes them: no fee of any kind and no minimum, which
 * is the original client's bill (Delivery Charge 'Free', the total is the item total), so the original
 * client's total stays true.
 */
export const DEFAULT_FEE_RULES: FeeRules = {
  delivery: { feePaise: 0, freeAbovePaise: null },
  smallCart: { feePaise: 0, belowPaise: 0 },
  minimumOrder: { minimumPaise: 0 },
  handling: { feePaise: 0, label: 'Handling fee' },
  lateNight: { feePaise: 0, from: '23:00', to: '05:00' },
  surge: { feePaise: 0, aboveMinutes: 30 },
};

export const FEE_RULE_KEYS = Object.keys(DEFAULT_FEE_RULES) as FeeRuleKey[];

/**
 * The settings in force for a store: the defaults, then the platform's, the city's and the store's
 * own, each kind taken whole from the narrowest scope that sets it.
 */
export function resolveRules(...layers: (FeeRulesPatch | null | undefined)[]): FeeRules {
  const out: Record<string, unknown> = { ...DEFAULT_FEE_RULES };
  for (const layer of layers) {
    if (!layer) continue;
    for (const key of FEE_RULE_KEYS) if (layer[key]) out[key] = { ...(layer[key] as object) };
  }
  return out as unknown as FeeRules;
}
