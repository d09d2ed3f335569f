import { useEffect, useState } from 'react';
import { api, errorMessage, toast } from '@minutemart/ui';
import type { AnswerData } from '@minutemart/contracts/api-types';

type Settings = AnswerData<'/api/user/notifications', 'get'>;
/** The mails a shopper may turn off; the transactional ones always go. */
type Choice = 'outForDelivery' | 'substitution';

const OPTIONS: { key: Choice; label: string; hint: string }[] = [
  { key: 'outForDelivery', label: 'On its way', hint: 'When a rider leaves the store with your order' },
  { key: 'substitution', label: 'Replaced items', hint: 'When we send a similar product for one that ran out' },
];

/**
 * The optional order mails, on or off (GET/PUT /api/user/notifications). Confirmations, deliveries
 * with the invoice, refunds and cancellations are always sent.
 */
export function OrderMailSettings() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [saving, setSaving] = useState<Choice | null>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    api.get<Settings>('/api/user/notifications', { signal: ctrl.signal }).then(
      (r) => setSettings(r.data),
      () => undefined,
    );
    return () => ctrl.abort();
  }, []);

  async function toggle(key: Choice, value: boolean) {
    const before = settings;
    // Shown at once; put back if the save fails.
    setSettings((s) => (s ? { ...s, [key]: value } : s));
    setSaving(key);
    try {
      const res = await api.put<Settings>('/api/user/notifications', { [key]: value });
      setSettings(res.data);
      toast.success(res.message || 'Saved');
    } catch (err) {
      setSettings(before);
      toast.error(errorMessage(err));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-label="Order updates by e-mail" className="border-t border-slate-100 px-5 py-6 sm:px-6" data-testid="order-mail-settings">
      <h2 className="text-base font-bold text-slate-900">Order updates by e-mail</h2>
      <p className="mt-1 text-sm text-slate-500">We always email you when an order is confirmed, delivered (with its tax invoice), refunded or cancelled.</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {OPTIONS.map((o) => (
          <li key={o.key}>
            <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 hover:bg-slate-50">
              <input
                type="checkbox"
                name={o.key}
                className="mt-0.5 h-5 w-5 accent-brand-600"
                checked={settings ? settings[o.key] : true}
                disabled={!settings}
                aria-busy={saving === o.key}
                onChange={(e) => void toggle(o.key, e.target.checked)}
              />
              <span>
                <span className="block text-sm font-semibold text-slate-800">{o.label}</span>
                <span className="block text-xs text-slate-500">{o.hint}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
