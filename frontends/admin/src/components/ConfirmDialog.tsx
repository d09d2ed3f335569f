import type { ReactNode } from 'react';
import { Button, Dialog } from '@minutemart/ui';
import { TrashIcon } from './icons';

export const CONFIRM_TITLE = 'Permanent Delete';
export const CONFIRM_TEXT = 'Are you sure permanent delete ?';

/** The admin's confirmation dialog, as in the original client: acts only on Confirm (or the given confirm label). */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  busy = false,
  title = CONFIRM_TITLE,
  message = CONFIRM_TEXT,
  confirmLabel = 'Confirm',
  subject,
  icon = <TrashIcon size={18} />,
  note = 'This cannot be undone.',
  confirmDisabled = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  busy?: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  /** Name of the thing being deleted, shown under the question. */
  subject?: string;
  icon?: ReactNode;
  note?: ReactNode;
  /** Keeps Confirm disabled, e.g. until a required reason is given. */
  confirmDisabled?: boolean;
  /** Extra fields under the question (a cancellation reason). */
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">{icon}</span>
        <div className="min-w-0 pt-1">
          <p className="text-[15px] text-slate-800">{message}</p>
          {subject && <p className="mt-1 truncate text-sm font-semibold text-slate-900">{subject}</p>}
          {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
        </div>
      </div>
      {children && <div className="mt-4">{children}</div>}
    </Dialog>
  );
}
