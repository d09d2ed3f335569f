import { useLocation, useNavigate } from 'react-router';
import { cart, cx, Spinner, useCartLine } from '@minutemart/ui';
import type { Product } from '../api';

export const BUY_TEXT = 'Buy';

const sizes = {
  sm: { buy: 'h-9 min-w-[4.25rem] px-3 text-sm', step: 'h-9 w-[5.5rem] text-sm', btn: 'w-7' },
  lg: { buy: 'h-12 min-w-[9rem] px-6 text-base', step: 'h-12 w-[9rem] text-base', btn: 'w-11' },
};

/**
 * 'Buy' when the product is not in the cart; minus, quantity, plus when it is (minus at 1 deletes the
 * line). Signed out, the line goes into the browser's guest cart (merged into the account's at login;
 * checkout asks for the login). Talks to the cart store only.
 */
export function AddToCartButton({
  product,
  size = 'sm',
  className,
}: {
  product: Pick<Product, '_id' | 'name' | 'stock' | 'price' | 'discount' | 'image' | 'unit'>;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const { line, pending } = useCartLine(product._id);
  const navigate = useNavigate();
  const location = useLocation();
  const s = sizes[size];

  const stop = (e: { preventDefault(): void; stopPropagation(): void }) => {
    e.preventDefault();
    e.stopPropagation();
  };

  if (!line) {
    return (
      <button
        type="button"
        data-testid="buy-button"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={async (e) => {
          stop(e);
          const result = await cart.add(product._id, product);
          if (result === 'login') navigate('/login', { state: { from: location.pathname + location.search } });
        }}
        className={cx(
          'relative inline-flex select-none items-center justify-center rounded-lg border border-brand-600 bg-brand-50 font-bold text-brand-700 shadow-sm transition',
          'hover:bg-brand-600 hover:text-white active:scale-95 disabled:cursor-wait disabled:opacity-70',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          s.buy,
          className,
        )}
      >
        {pending ? <Spinner size={16} label="Adding to cart" /> : BUY_TEXT}
        <span className="sr-only"> {product.name}</span>
      </button>
    );
  }

  const atStockLimit = Number(product.stock) > 0 && line.quantity >= Number(product.stock);
  return (
    <div
      data-testid="cart-stepper"
      className={cx(
        'inline-flex select-none items-stretch justify-between overflow-hidden rounded-lg bg-brand-600 font-bold text-white shadow-sm',
        s.step,
        pending && 'opacity-80',
        className,
      )}
      onClick={stop}
    >
      <button
        type="button"
        aria-label={`Remove one ${product.name}`}
        disabled={pending}
        onClick={(e) => {
          stop(e);
          void cart.setQty(line, line.quantity - 1);
        }}
        className={cx('grid place-items-center text-lg leading-none transition hover:bg-brand-700 disabled:cursor-wait', s.btn)}
      >
        −
      </button>
      <span className="grid min-w-0 flex-1 place-items-center tabular-nums" aria-live="polite" aria-label={`${line.quantity} in cart`}>
        {line.quantity}
      </span>
      <button
        type="button"
        aria-label={`Add one more ${product.name}`}
        disabled={pending || atStockLimit}
        title={atStockLimit ? 'No more in stock' : undefined}
        onClick={(e) => {
          stop(e);
          void cart.setQty(line, line.quantity + 1);
        }}
        className={cx('grid place-items-center text-lg leading-none transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60', s.btn)}
      >
        +
      </button>
    </div>
  );
}
