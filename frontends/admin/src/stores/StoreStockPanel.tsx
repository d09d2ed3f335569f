import { useEffect, useState } from 'react';
import { Button, EmptyState, ProductThumb, Skeleton, errorMessage, toast, queryKeys } from '@minutemart/ui';
import { catalogue, type Product } from '../api/catalogue';
import { stores as storesApi, type DarkStore } from '../api/stores';
import { Field, SearchBox, Section, Select, useFieldId } from '../components/layout';
import { useDebounced, useResource } from '../hooks/useResource';

/** One store's shelf, product by product: find a product, set its units there (0 keeps it listed as out of stock). */
export function StoreStockPanel({ stores }: { stores: DarkStore[] }) {
  const [storeId, setStoreId] = useState('');
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const id = useFieldId('stock');
  const chosen = stores.find((s) => s._id === storeId) ?? stores[0];
  const products = useResource(
    queryKeys.adminProducts(1, q),
    (signal) => catalogue.products({ page: 1, search: q }, signal),
    { items: [], totalPages: 0, totalCount: 0 },
    (err) => toast.error(errorMessage(err)),
  );

  return (
    <Section
      title="Stock per store"
      description="Units on one store's shelf. Shoppers served by that store see these; the product's total is every shelf together."
    >
      <div className="grid gap-3 md:grid-cols-[16rem_minmax(0,1fr)]">
        <Field label="Store" htmlFor={`${id}-store`}>
          <Select id={`${id}-store`} value={chosen?._id ?? ''} onChange={(e) => setStoreId(e.target.value)}>
            {stores.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name} · {s.city}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Product">
          <SearchBox value={search} onChange={setSearch} placeholder="Search products by name" label="Search products for stock" />
        </Field>
      </div>
      <div className="mt-4" data-testid="stock-list">
        {products.loading && products.data.items.length === 0 ? (
          <div className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : products.data.items.length === 0 ? (
          <EmptyState title="No Data">No product matches “{q}”.</EmptyState>
        ) : (
          <ul className="grid gap-2">{chosen && products.data.items.map((p) => <StockRow key={`${chosen._id}-${p._id}`} product={p} store={chosen} />)}</ul>
        )}
      </div>
    </Section>
  );
}

function StockRow({ product, store }: { product: Product; store: DarkStore }) {
  const held = product.storeStock?.[store._id];
  const [value, setValue] = useState(held == null ? '' : String(held));
  const [saved, setSaved] = useState<number | undefined>(held);
  const [total, setTotal] = useState(product.stock);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValue(held == null ? '' : String(held));
    setSaved(held);
  }, [held]);
  const units = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(units) && units >= 0;
  const changed = valid && units !== saved;

  async function save() {
    setBusy(true);
    try {
      const res = await storesApi.setStock(store._id, product._id, units);
      setSaved(res.stock);
      setValue(String(res.stock));
      setTotal(res.total);
      toast.success(`${product.name}: ${res.stock} at ${store.name}`);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li data-testid="stock-row" data-product-id={product._id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-2.5">
      <ProductThumb src={product.image?.[0]} alt={product.name} size={44} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{product.name}</p>
        <p className="text-xs text-slate-500">
          {product.unit} · {saved == null ? <span className="font-medium text-amber-700">not sold at {store.name}</span> : `${saved} at ${store.name}`} ·{' '}
          {total} in all stores
        </p>
      </div>
      <form
        className="flex items-center gap-2 max-sm:w-full"
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) void save();
        }}
      >
        <input
          aria-label={`Units of ${product.name} at ${store.name}`}
          type="number"
          min={0}
          inputMode="numeric"
          value={value}
          placeholder="0"
          onChange={(e) => setValue(e.target.value)}
          className="h-9 w-24 rounded-lg border border-slate-300 bg-white px-2.5 text-right text-sm tabular-nums outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 max-sm:flex-1"
        />
        <Button type="submit" size="sm" disabled={!changed} loading={busy}>
          Save
        </Button>
      </form>
    </li>
  );
}
