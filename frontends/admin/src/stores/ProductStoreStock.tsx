import { Link } from 'react-router';
import { cx } from '@minutemart/ui';
import type { Product } from '../api/catalogue';
import type { DarkStore, StoreDirectory } from '../api/stores';
import { legacyStoreOf } from './useStoreDirectory';

type Stocked = Pick<Product, 'stock' | 'storeStock'>;

/** Each store with its units of the product (undefined: the store does not stock it at all). */
function shelves(product: Stocked, list: DarkStore[]) {
  const perStore = product.storeStock ?? {};
  const rows = list.map((store) => ({ store, units: perStore[store._id] as number | undefined }));
  const inStores = rows.reduce((n, r) => n + (r.units ?? 0), 0);
  // Units no store holds (stock written before stores existed, or with LEGACY_STOCK_STORE=default): sold nowhere.
  return { rows, offShelf: Math.max(0, Number(product.stock) - inStores) };
}

/** Which stores stock a product and how many, on the product list's card (ADR 0015). */
export function StoreStockList({ product, directory }: { product: Stocked; directory: StoreDirectory }) {
  if (directory.stores.length === 0) return null;
  const { rows, offShelf } = shelves(product, directory.stores);
  const carried = rows.filter((r) => r.units !== undefined);
  const missing = rows.filter((r) => r.units === undefined);
  return (
    <div data-testid="product-store-stock" className="mt-2 border-t border-slate-100 pt-2">
      {carried.length > 0 ? (
        <ul className="grid gap-px text-[11px] leading-4" aria-label="Stock per store">
          {carried.map(({ store, units }) => (
            <li key={store._id} data-store-id={store._id} className="flex min-w-0 items-baseline justify-between gap-2">
              <span className="truncate text-slate-500">{store.name}</span>
              <span className={cx('shrink-0 font-bold tabular-nums', units ? 'text-slate-700' : 'text-red-600')}>{units}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-[11px] font-semibold text-red-700">In no store</p>
      )}
      {missing.length > 0 && (
        <p className="mt-1 truncate text-[11px] font-medium text-amber-700" title={`Not stocked in ${missing.map((r) => r.store.name).join(', ')}`}>
          Not in {missing.length === 1 ? missing[0]!.store.name : `${missing.length} of ${rows.length} stores`}
        </p>
      )}
      {offShelf > 0 && <p className="mt-0.5 text-[11px] text-accent-600">{offShelf} on no store's shelf</p>}
    </div>
  );
}

/**
 * The product form's stock by store: where the form's stock goes, and every store's units (read
 * only here: each store's shelf is set on the Dark stores screen).
 */
export function StoreStockTable({ product, directory, stockText }: { product: Stocked | null; directory: StoreDirectory; stockText: string }) {
  if (directory.stores.length === 0) return null;
  const legacy = legacyStoreOf(directory);
  const typed = Number(stockText);
  const preview: Stocked = product ?? {
    stock: Number.isFinite(typed) ? typed : 0,
    storeStock: legacy && stockText.trim() !== '' ? { [legacy._id]: typed } : {},
  };
  const { rows, offShelf } = shelves(preview, directory.stores);
  return (
    <div data-testid="form-store-stock" className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">Stock by store</p>
        <Link to="/dashboard/stores" className="text-xs font-semibold text-brand-700 hover:underline">
          Set per store
        </Link>
      </div>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {rows.map(({ store, units }) => (
          <li key={store._id} data-store-id={store._id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-800">{store.name}</span>
              <span className="block text-xs text-slate-500">
                {store.city}
                {legacy?._id === store._id && <span className="font-semibold text-brand-700"> · Number of Stock goes here</span>}
              </span>
            </span>
            <span
              className={cx(
                'shrink-0 text-sm tabular-nums',
                units === undefined ? 'text-slate-400' : units > 0 ? 'font-bold text-slate-900' : 'font-bold text-red-600',
              )}
            >
              {units === undefined ? 'Not stocked' : units}
            </span>
          </li>
        ))}
        {offShelf > 0 && (
          <li className="flex items-center justify-between gap-3 bg-accent-50/60 px-3 py-2 text-accent-600">
            <span className="text-xs font-medium">On no store's shelf (not sold)</span>
            <span className="text-sm font-bold tabular-nums">{offShelf}</span>
          </li>
        )}
      </ul>
    </div>
  );
}

/** What the form's Number of Stock does, in words (ADR 0015). */
export function stockFieldHint(directory: StoreDirectory, isNew: boolean): string | undefined {
  if (directory.stores.length === 0) return undefined;
  const legacy = legacyStoreOf(directory);
  if (!legacy) return "Goes to no store's shelf: set each store's stock under Dark stores.";
  return isNew
    ? `All of it goes to ${legacy.name}'s shelf. Other stores don't sell the product until you set their stock.`
    : `Total of every store. A change lands on ${legacy.name}'s shelf only.`;
}
