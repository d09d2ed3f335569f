import { cx } from '@minutemart/ui';
import type { StreamStatus } from './useOrderStream';

const LABELS: Record<StreamStatus, string> = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…', offline: 'Offline · retrying' };

/** Whether the board is receiving changes as they happen. */
export function LiveIndicator({ status }: { status: StreamStatus }) {
  const live = status === 'live';
  return (
    <span
      role="status"
      data-testid="stream-status"
      data-status={status}
      title={live ? 'New orders and status changes appear as they happen' : 'Changes may be delayed until the connection is back'}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        live
          ? 'bg-brand-50 text-brand-800 ring-brand-200'
          : status === 'offline'
            ? 'bg-red-50 text-red-700 ring-red-200'
            : 'bg-accent-50 text-accent-600 ring-accent-200',
      )}
    >
      <span className="relative flex h-2 w-2">
        {live && <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-500 opacity-60" />}
        <span className={cx('relative inline-flex h-2 w-2 rounded-full', live ? 'bg-brand-500' : status === 'offline' ? 'bg-red-500' : 'bg-accent-500')} />
      </span>
      {LABELS[status]}
    </span>
  );
}
