import { useState } from 'react';
import { errorMessage, toast } from '@minutemart/ui';
import type { Order } from '../api/orders';

export type StaffStep = () => Promise<{ order: Order | null; message: string }>;

/**
 * One store-staff step at a time (claim, pick, pack, take, deliver): shows the answer, puts the
 * returned order into the list at once, and reloads the queue whatever happened. `busy` names the
 * step in flight so its button can show it.
 */
export function useStaffAction(put: (order: Order) => void, reload: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  async function act(key: string, run: StaffStep): Promise<void> {
    if (busy) return;
    setBusy(key);
    try {
      const { order, message } = await run();
      if (order) put(order);
      toast.success(message);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(null);
      reload();
    }
  }
  return { busy, act };
}
