import { Router } from 'express';
import { badRequest, handle, ok, parseInput, requirePermission } from '@minutemart/kit';
import type { AuditTrail } from '../domain/audit-trail.js';
import { auditQuery } from './schemas.js';

/**
 * /api/user/audit: the audit trail, read-only (audit.read: admins). There is no route that writes,
 * edits or deletes an entry: entries come only from the services' audit.recorded events.
 */
export function auditRoutes(trail: AuditTrail): Router {
  const r = Router();
  r.get(
    '/',
    requirePermission('audit.read'),
    handle(async (req, res) => {
      const q = parseInput(auditQuery, req.query);
      if (q.from && q.to && q.from >= q.to) throw badRequest('from must be before to');
      const { items, totalCount } = await trail.search(q);
      ok(res, items, 'audit trail', { totalCount, page: q.page, limit: q.limit });
    }),
  );
  return r;
}
