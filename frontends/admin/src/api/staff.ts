import { api, queryKeys } from '@minutemart/ui';
import { invalidates } from './invalidates';
import type { Role } from '@minutemart/contracts/permissions';
import type { RequestBody, StaffInvite, StaffMember } from '@minutemart/contracts/api-types';

/** Staff accounts (GET/POST /api/user/staff…, contracts/openapi/paths/staff.yaml), as the document describes them. */
export type { StaffInvite, StaffMember } from '@minutemart/contracts/api-types';

export const staff = {
  async list(signal?: AbortSignal): Promise<{ people: StaffMember[]; invites: StaffInvite[] }> {
    const res = await api.get<StaffMember[]>('/api/user/staff', { signal });
    return { people: Array.isArray(res.data) ? res.data : [], invites: Array.isArray(res['invites']) ? (res['invites'] as StaffInvite[]) : [] };
  },
  invite: invalidates([queryKeys.staff()], async (body: RequestBody<'/api/user/staff/invite', 'post'>): Promise<string> => {
    return (await api.post('/api/user/staff/invite', body)).message;
  }),
  assign: invalidates([queryKeys.staff()], async (userId: string, role: Role, stores: string[]): Promise<string> => {
    return (await api.put('/api/user/staff/update', { userId, role, stores })).message;
  }),
  setActive: invalidates([queryKeys.staff()], async (userId: string, active: boolean): Promise<string> => {
    return (await api.post(`/api/user/staff/${active ? 'reactivate' : 'deactivate'}`, { userId })).message;
  }),
};
