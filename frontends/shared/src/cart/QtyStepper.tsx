import { cx } from '../utils/format';
import { MinusIcon, PlusIcon } from '../components/Icons';
import { cart, useCartMeta, type CartLine } from './cart';

/** minus, quantity, plus for a cart line; minus at 1 removes the line (the original client's product card rule). */
export function QtyStepper({ line, className }: { line: CartLine; className?: string }) {
  const { pending } = useCartMeta();
  const busy = Boolean(pending[line.productId._id]);
  const stock = Number(line.productId.stock);
  const atStockLimit = Number.isFinite(stock) && stock > 0 && line.quantity >= stock;
  const name = line.productId.name;
  return (
    <div
      data-testid="line-stepper"
      className={cx(
        'inline-flex h-8 w-[4.75rem] select-none items-stretch overflow-hidden rounded-lg bg-brand-600 text-sm font-bold text-white shadow-sm',
        busy && 'opacity-80',
        className,
      )}
    >
      <button
        type="button"
        aria-label={`Remove one ${name}`}
        disabled={busy}
        onClick={() => void cart.setQty(line, line.quantity - 1)}
        className="grid w-6 place-items-center transition hover:bg-brand-700 disabled:cursor-wait"
      >
        <MinusIcon size={14} strokeWidth={3} />
      </button>
      <span className="grid min-w-0 flex-1 place-items-center tabular-nums" aria-live="polite" aria-label={`${line.quantity} in cart`}>
        {line.quantity}
      </span>
      <button
        type="button"
        aria-label={`Add one more ${name}`}
        disabled={busy || atStockLimit}
        title={atStockLimit ? 'No more in stock' : undefined}
        onClick={() => void cart.setQty(line, line.quantity + 1)}
        className="grid w-6 place-items-center transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <PlusIcon size={14} strokeWidth={3} />
      </button>
    </div>
  );
}
