import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { Queue } from 'bullmq';
import { badRequest, handle, notFound, ok, payloadTooLarge, requestContext, requireAdmin } from '@minutemart/kit';
import { parseProductCsv } from '../import/csv.js';
import type { ImportJobData, ImportProgress } from '../import/import-job.js';

/** multer's own errors would otherwise reach the error handler as 500s. */
function csvUpload(maxBytes: number): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 10 } }).single('file');
  return (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(payloadTooLarge(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
      if (code === 'LIMIT_UNEXPECTED_FILE') return next(badRequest('Send the CSV in the multipart field "file"'));
      return next(badRequest(`Could not read the upload: ${(err as Error).message}`));
    });
}

export function importRoutes(queue: Queue<ImportJobData>, limits: { maxBytes: number; maxRows: number }): Router {
  const r = Router();

  r.post(
    '/import',
    requireAdmin,
    csvUpload(limits.maxBytes),
    handle(async (req, res) => {
      const file = req.file;
      if (!file || file.size === 0) throw badRequest('Provide file (a CSV in the multipart field "file")');
      const csv = file.buffer.toString('utf8');
      // Fail fast on a file that is not CSV or lacks columns; row-level problems are the job's to report.
      const rows = parseProductCsv(csv, limits.maxRows);
      const ctx = requestContext.getStore();
      const startedBy = ctx ? { requestId: ctx.requestId, ...(ctx.auth ? { auth: ctx.auth } : {}) } : undefined;
      const job = await queue.add('import', { csv, maxRows: limits.maxRows, ...(startedBy ? { startedBy } : {}) }, { attempts: 3 });
      ok(res, { jobId: job.id, total: rows.length }, 'Import started', {}, 202);
    }),
  );

  r.get(
    '/import/:jobId',
    requireAdmin,
    handle(async (req, res) => {
      const jobId = String(req.params['jobId'] ?? '');
      const job = /^[0-9A-Za-z_-]{1,64}$/.test(jobId) ? await queue.getJob(jobId) : undefined;
      if (!job) throw notFound('Import job not found');
      const state = await job.getState();
      const p = ((job.returnvalue as ImportProgress | null) ?? (typeof job.progress === 'object' ? job.progress : null)) as ImportProgress | null;
      ok(
        res,
        {
          jobId: job.id,
          state,
          progress: p?.percent ?? 0,
          total: p?.total ?? 0,
          imported: p?.imported ?? 0,
          failed: p?.failed ?? 0,
          errors: p?.errors ?? [],
          ...(state === 'failed' ? { reason: job.failedReason } : {}),
        },
        state,
      );
    }),
  );

  return r;
}
