import { api } from '@minutemart/ui';
import type { AuditEntry } from '@minutemart/contracts/api-types';

/** One entry of the audit trail (GET /api/user/audit, contracts/openapi/paths/audit.yaml). */
export type { AuditEntry } from '@minutemart/contracts/api-types';

export interface AuditFilter {
  actor?: string;
  store?: string;
  entity?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const AUDIT_PAGE_SIZE = 50;

export async function auditTrail(filter: AuditFilter, signal?: AbortSignal): Promise<{ items: AuditEntry[]; totalCount: number }> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') params.set(k, String(v));
  params.set('limit', String(AUDIT_PAGE_SIZE));
  const res = await api.get<AuditEntry[]>(`/api/user/audit?${params.toString()}`, { signal });
  return { items: Array.isArray(res.data) ? res.data : [], totalCount: Number(res['totalCount']) || 0 };
}
