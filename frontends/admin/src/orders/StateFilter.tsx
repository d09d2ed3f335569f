import type { OrderState } from '@minutemart/contracts/order-states';
import { cx } from '@minutemart/ui';
import type { StateCounts } from '../api/orders';
import { BOARD_STATES, CLOSED_STATES, stateLabel } from './model';
import './board.css';

export type OrderFilter = 'board' | OrderState;

function Tab({
  active,
  label,
  count,
  onClick,
  tone = 'default',
}: {
  active: boolean;
  label: string;
  count: number | null;
  onClick: () => void;
  tone?: 'default' | 'closed';
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cx(
        'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full pl-3 text-[13px] font-semibold ring-1 ring-inset transition-colors',
        count === null ? 'pr-3' : 'pr-1.5',
        active
          ? 'bg-slate-900 text-white ring-slate-900'
          : tone === 'closed'
            ? 'bg-white text-slate-500 ring-slate-200 hover:bg-slate-50 hover:text-slate-800'
            : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
      )}
    >
      {label}
      {count !== null && (
        <span
          data-testid="state-count"
          className={cx(
            'min-w-6 rounded-full px-1.5 py-px text-center text-[11px] tabular-nums',
            active ? 'bg-white/20 text-white' : count > 0 ? 'bg-slate-100 text-slate-700' : 'bg-slate-50 text-slate-400',
          )}
        >
          {count.toLocaleString('en-IN')}
        </span>
      )}
    </button>
  );
}

/** Board, then one tab per state with its count: the ways an order moves, then the ways it ends early. */
export function StateFilter({ value, counts, onChange }: { value: OrderFilter; counts: StateCounts | null; onChange: (f: OrderFilter) => void }) {
  const count = (s: OrderState) => (counts ? (counts[s] ?? 0) : null);
  return (
    <nav aria-label="Filter orders by status" className="mm-state-filter">
      <ul>
        <li>
          <Tab active={value === 'board'} label="Board" count={null} onClick={() => onChange('board')} />
        </li>
        <li aria-hidden="true" className="mx-1 h-5 w-px bg-slate-200" />
        {BOARD_STATES.map((s) => (
          <li key={s}>
            <Tab active={value === s} label={stateLabel(s)} count={count(s)} onClick={() => onChange(s)} />
          </li>
        ))}
        <li aria-hidden="true" className="mx-1 h-5 w-px bg-slate-200" />
        {CLOSED_STATES.map((s) => (
          <li key={s}>
            <Tab active={value === s} label={stateLabel(s)} count={count(s)} onClick={() => onChange(s)} tone="closed" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
