import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, AlertIcon, CheckCircleIcon, cx, errorMessage, toast, queryKeys } from '@minutemart/ui';
import { catalogue, type Category, type ImportStatus, type SubCategory } from '../api/catalogue';
import { useResource } from '../hooks/useResource';
import { ProgressBar } from './layout';
import { DownloadIcon, FileCsvIcon, UploadIcon } from './icons';

export const IMPORT_POLL_MS = 500;
/** The catalogue service's CSV columns (services/catalogue/README.md). */
export const IMPORT_COLUMNS = ['name', 'description', 'unit', 'stock', 'price', 'discount', 'category', 'subCategory', 'image'] as const;

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvLine = (cells: string[]) => cells.map(csvCell).join(',');

/** A template with the header and one example row that uses a real category / sub-category. */
export function templateCsv(categories: Category[], subs: SubCategory[]): string {
  const sub = subs.find((s) => s.category.length > 0);
  const cat = sub ? (categories.find((c) => c._id === sub.category[0]?._id) ?? sub.category[0]) : categories[0];
  const header = [...IMPORT_COLUMNS, 'more_details.Shelf Life', 'more_details.Country of Origin'];
  const example = [
    'Example Basmati Rice',
    'Aged long-grain basmati rice.',
    '1 kg',
    '25',
    '149',
    '10',
    cat?.name ?? 'Atta, Rice & Dal',
    sub?.name ?? 'Rice',
    '',
    '12 months',
    'India',
  ];
  return `${csvLine(header)}\n${csvLine(example)}\n`;
}

type Phase = 'pick' | 'uploading' | 'running' | 'done';

/**
 * Bulk import: pick a CSV → POST /api/product/import (multipart `file`) → poll the job every 500 ms with
 * a live progress bar → counts and a per-row error report.
 */
export function ImportCsvDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('pick');
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [total, setTotal] = useState(0);
  const [failure, setFailure] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const poll = useRef<{ timer?: ReturnType<typeof setTimeout>; ctrl?: AbortController }>({});
  const importedSomething = useRef(false);

  const categories = useResource(queryKeys.adminCategories(), (signal) => catalogue.categories(signal), [] as Category[], undefined, open);
  const subs = useResource(queryKeys.adminSubCategories(), (signal) => catalogue.subCategories(signal), [] as SubCategory[], undefined, open);
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(categories.data, subs.data))}`, [categories.data, subs.data]);

  const stopPolling = () => {
    clearTimeout(poll.current.timer);
    poll.current.ctrl?.abort();
    poll.current = {};
  };
  useEffect(() => stopPolling, []);

  function reset() {
    stopPolling();
    setFile(null);
    setPhase('pick');
    setStatus(null);
    setTotal(0);
    setFailure('');
  }

  function close() {
    const running = phase === 'running';
    reset();
    if (importedSomething.current || running) {
      importedSomething.current = false;
      onImported();
    }
    onClose();
  }

  function watch(jobId: string) {
    let misses = 0;
    const tick = async () => {
      const ctrl = new AbortController();
      poll.current.ctrl = ctrl;
      try {
        const s = await catalogue.importStatus(jobId, ctrl.signal);
        if (ctrl.signal.aborted) return;
        misses = 0;
        setStatus(s);
        if (s.imported > 0) importedSomething.current = true;
        if (s.state === 'completed' || s.state === 'failed') {
          setPhase('done');
          if (s.state === 'failed') setFailure(s.reason || 'The import failed');
          else if (s.failed === 0) toast.success(`Imported ${s.imported} ${s.imported === 1 ? 'product' : 'products'}`);
          return;
        }
      } catch (err) {
        if (ctrl.signal.aborted) return;
        misses += 1;
        if (misses >= 5) {
          setFailure(errorMessage(err));
          setPhase('done');
          return;
        }
      }
      poll.current.timer = setTimeout(() => void tick(), IMPORT_POLL_MS);
    };
    void tick();
  }

  async function start() {
    if (!file) return;
    setPhase('uploading');
    setFailure('');
    try {
      const job = await catalogue.startImport(file);
      setTotal(job.total);
      setStatus({ jobId: job.jobId, state: 'waiting', progress: 0, total: job.total, imported: 0, failed: 0, errors: [] });
      setPhase('running');
      watch(job.jobId);
    } catch (err) {
      // Header problems, a file that is not CSV, too large… (400 / 413): the server's message as-is.
      toast.error(errorMessage(err));
      setPhase('pick');
    }
  }

  const busy = phase === 'uploading' || phase === 'running';
  const progress = status?.progress ?? 0;

  return (
    <Dialog
      open={open}
      // Closing mid-run only stops watching: the job finishes on the server.
      onClose={close}
      dismissible={false}
      title="Import products from CSV"
      size="lg"
      footer={
        phase === 'done' ? (
          <>
            <Button variant="ghost" onClick={reset}>
              Import another file
            </Button>
            <Button onClick={close}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={phase === 'uploading'}>
              Cancel
            </Button>
            <Button onClick={() => void start()} disabled={!file || phase !== 'pick'} loading={busy}>
              <UploadIcon size={16} />
              {busy ? 'Importing…' : 'Start import'}
            </Button>
          </>
        )
      }
    >
      {phase === 'pick' || phase === 'uploading' ? (
        <div className="grid gap-4">
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={phase !== 'pick'}
            className={cx(
              'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition',
              file ? 'border-brand-300 bg-brand-50/60' : 'border-slate-300 bg-slate-50 hover:border-brand-400 hover:bg-brand-50/40',
            )}
          >
            <span className="grid h-12 w-12 place-items-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
              <FileCsvIcon size={24} />
            </span>
            {file ? (
              <>
                <span className="max-w-full truncate text-sm font-semibold text-slate-900" data-testid="import-file-name">
                  {file.name}
                </span>
                <span className="text-xs text-slate-500">{(file.size / 1024).toFixed(1)} KB · click to choose another file</span>
              </>
            ) : (
              <>
                <span className="text-sm font-semibold text-slate-900">Choose a CSV file</span>
                <span className="text-xs text-slate-500">Up to 5 MB and 20,000 products</span>
              </>
            )}
          </button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="CSV file"
            data-testid="import-file-input"
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) setFile(f);
            }}
          />
          <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600 ring-1 ring-slate-200">
            <p>
              Columns: <code className="text-xs text-slate-800">{IMPORT_COLUMNS.join(', ')}</code> and any number of{' '}
              <code className="text-xs text-slate-800">more_details.&lt;Label&gt;</code>. Category and sub-category are names; separate several (or several
              image URLs) with <code className="text-xs text-slate-800">|</code>. Without an image the sub-category&apos;s picture is used.
            </p>
            <a
              href={template}
              download="minutemart-products-template.csv"
              className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              <DownloadIcon size={15} />
              Download template CSV
            </a>
          </div>
        </div>
      ) : (
        <div className="grid gap-5" data-testid="import-report">
          <ProgressBar value={progress} label={phase === 'running' ? `Importing ${total} ${total === 1 ? 'row' : 'rows'}…` : 'Import progress'} />
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Stat label="Rows" value={status?.total ?? total} testId="import-total" />
            <Stat label="Imported" value={status?.imported ?? 0} tone="green" testId="import-imported" />
            <Stat label="Failed" value={status?.failed ?? 0} tone={status?.failed ? 'red' : undefined} testId="import-failed" />
          </dl>
          {phase === 'done' &&
            (failure ? (
              <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-100">
                <AlertIcon size={18} className="mt-0.5 shrink-0" />
                {failure}
              </p>
            ) : status && status.errors.length === 0 ? (
              <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
                <CheckCircleIcon size={18} />
                Every row was imported.
              </p>
            ) : null)}
          {phase === 'done' && status && status.errors.length > 0 && (
            <div className="grid gap-2">
              <p className="text-sm font-semibold text-slate-800">
                {status.failed} {status.failed === 1 ? 'row was' : 'rows were'} not imported
              </p>
              <div className="max-h-64 overflow-auto rounded-xl ring-1 ring-slate-200">
                <table className="w-full text-left text-sm" data-testid="import-errors">
                  <thead className="sticky top-0 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
                    <tr>
                      <th scope="col" className="w-20 px-3 py-2">
                        Row
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Reason
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {status.errors.map((e) => (
                      <tr key={`${e.row}-${e.reason}`}>
                        <td className="px-3 py-2 font-semibold tabular-nums text-slate-900">{e.row}</td>
                        <td className="px-3 py-2 text-red-700">{e.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="text-xs text-slate-500">Row numbers count the header as row 1, as in a spreadsheet.</p>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}

function Stat({ label, value, tone, testId }: { label: string; value: number; tone?: 'green' | 'red'; testId: string }) {
  return (
    <div
      className={cx(
        'rounded-xl px-3 py-2.5 ring-1',
        tone === 'green' ? 'bg-brand-50 ring-brand-100' : tone === 'red' ? 'bg-red-50 ring-red-100' : 'bg-slate-50 ring-slate-200',
      )}
    >
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd
        data-testid={testId}
        className={cx('text-xl font-bold tabular-nums', tone === 'green' ? 'text-brand-700' : tone === 'red' ? 'text-red-600' : 'text-slate-900')}
      >
        {value}
      </dd>
    </div>
  );
}
