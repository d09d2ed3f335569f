import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Dialog, EmptyState, Skeleton, cx, discountedPrice, errorMessage, formatINR, toast, queryKeys } from '@minutemart/ui';
import { catalogue, PRODUCT_PAGE_SIZE, type Product, type ProductPage as ProductPageData } from '../api/catalogue';
import { CardActions } from '../components/CardActions';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ImportCsvDialog } from '../components/ImportCsvDialog';
import { Badge, PageHeader, SearchBox } from '../components/layout';
import { ProductForm } from '../components/ProductForm';
import { ChevronLeftIcon, ChevronRightIcon, FileCsvIcon, PackageIcon, PlusIcon } from '../components/icons';
import { useDebounced, useResource } from '../hooks/useResource';
import type { StoreDirectory } from '../api/stores';
import { StoreStockList } from '../stores/ProductStoreStock';
import { useStoreDirectory } from '../stores/useStoreDirectory';

export const PRODUCT_DELETE_TEXT = 'Are you sure want to delete permanent ?';
export const SEARCH_DEBOUNCE_MS = 300;

const EMPTY: ProductPageData = { items: [], totalPages: 0, totalCount: 0 };

/** Product admin list: search (debounced 300 ms), 12 per page, edit modal, delete, CSV import. */
export default function ProductPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [appliedQuery, setAppliedQuery] = useState(query);
  // A new search text starts again from page 1 (set during render so no request goes out for the old page).
  if (appliedQuery !== query) {
    setAppliedQuery(query);
    setPage(1);
  }

  const products = useResource(
    queryKeys.adminProducts(page, appliedQuery),
    (signal) => catalogue.products({ page, search: appliedQuery }, signal),
    EMPTY,
    (err) => toast.error(errorMessage(err)),
  );
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const directory = useStoreDirectory();

  const totalPages = Math.max(products.data.totalPages, 1);
  const { items } = products.data;

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const res = await catalogue.deleteProduct(deleting._id);
      toast.success(res.message || 'Product deleted successfully');
      // The last card of the last page: step back a page.
      if (items.length === 1 && page > 1) setPage(page - 1);
      else products.reload();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  const showSkeleton = products.loading && !products.loaded;

  return (
    <section className="grid gap-4" aria-busy={products.loading || undefined}>
      <PageHeader
        title="Product"
        summary={
          products.loaded
            ? `${products.data.totalCount.toLocaleString('en-IN')} ${appliedQuery ? 'matching ' : ''}${products.data.totalCount === 1 ? 'product' : 'products'}`
            : 'Loading…'
        }
        actions={
          <>
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <FileCsvIcon size={16} />
              Import CSV
            </Button>
            <Link
              to="/dashboard/upload-product"
              className="inline-flex h-10 items-center gap-2 rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <PlusIcon size={16} />
              Add Product
            </Link>
          </>
        }
      >
        <SearchBox value={search} onChange={setSearch} placeholder="Search product here ..." label="Search products" className="md:max-w-md" />
      </PageHeader>

      {showSkeleton ? (
        <div role="status" aria-label="Loading products" className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: PRODUCT_PAGE_SIZE }, (_, i) => (
            <div key={i} className="rounded-2xl border border-slate-200 bg-white p-2">
              <Skeleton className="aspect-square w-full rounded-xl" />
              <Skeleton className="mx-1 mt-3 h-4 w-5/6" />
              <Skeleton className="mx-1 mt-2 h-3 w-1/3" />
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
              </div>
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={appliedQuery ? 'No Data' : 'No products yet'} icon={<PackageIcon size={28} />}>
          {appliedQuery ? `Nothing matches “${appliedQuery}”.` : 'Products you upload or import will show up here.'}
        </EmptyState>
      ) : (
        <ul
          className={cx('grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6', products.loading && 'opacity-60 transition-opacity')}
          data-testid="product-grid"
        >
          {items.map((p) => (
            <ProductCard key={p._id} product={p} directory={directory} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
          ))}
        </ul>
      )}

      <nav aria-label="Pagination" className="flex items-center justify-center gap-2 sm:justify-between">
        <p className="hidden text-sm text-slate-500 sm:block">
          {products.data.totalCount > 0 &&
            `Showing ${((page - 1) * PRODUCT_PAGE_SIZE + 1).toLocaleString('en-IN')}–${Math.min(page * PRODUCT_PAGE_SIZE, products.data.totalCount).toLocaleString('en-IN')} of ${products.data.totalCount.toLocaleString('en-IN')}`}
        </p>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
            <ChevronLeftIcon size={15} />
            Previous
          </Button>
          <span
            className="min-w-16 rounded-lg bg-white px-3 py-1.5 text-center text-sm font-semibold tabular-nums text-slate-800 ring-1 ring-slate-200"
            data-testid="page-indicator"
            aria-live="polite"
          >
            {page}/{totalPages}
          </span>
          <Button variant="outline" size="sm" onClick={() => setPage((p) => Math.min(totalPages, p + 1))} disabled={page >= totalPages}>
            Next
            <ChevronRightIcon size={15} />
          </Button>
        </div>
      </nav>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit Product" size="xl" dismissible={false}>
        {editing && (
          <ProductForm
            key={editing._id}
            product={editing}
            compact
            submitLabel="Update Product"
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              try {
                const res = await catalogue.updateProduct({ _id: editing._id, ...input });
                toast.success(res.message || 'Product updated successfully');
                setEditing(null);
                products.reload();
                return true;
              } catch (err) {
                toast.error(errorMessage(err));
                return false;
              }
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        message={PRODUCT_DELETE_TEXT}
        confirmLabel="Delete"
        subject={deleting?.name}
        busy={deleteBusy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <ImportCsvDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={() => products.reload()} />
    </section>
  );
}

function ProductCard({ product: p, directory, onEdit, onDelete }: { product: Product; directory: StoreDirectory; onEdit: () => void; onDelete: () => void }) {
  const outOfStock = Number(p.stock) === 0;
  const selling = discountedPrice(p.price, p.discount);
  return (
    <li
      data-testid="product-card"
      className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-2 shadow-sm shadow-slate-900/[0.02] transition hover:border-brand-200 hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden rounded-xl bg-slate-50">
        {p.image[0] ? (
          <img
            src={p.image[0]}
            alt={p.name}
            loading="lazy"
            className={cx('h-full w-full object-contain p-1.5 transition duration-300 group-hover:scale-[1.03]', outOfStock && 'opacity-60 grayscale')}
          />
        ) : (
          <div className="grid h-full place-items-center text-xs text-slate-400">No Image</div>
        )}
        <div className="absolute left-1.5 top-1.5 flex flex-col items-start gap-1">
          {outOfStock ? <Badge tone="red">Out of stock</Badge> : p.lowStock ? <Badge tone="amber">Low stock</Badge> : null}
          {p.publish === false && <Badge tone="slate">Hidden</Badge>}
        </div>
        {Number(p.discount) > 0 && (
          <span className="absolute bottom-1.5 right-1.5 rounded-md bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold text-white shadow-sm">
            {Number(p.discount)}% off
          </span>
        )}
      </div>
      <div className="mx-1 mt-2 flex flex-1 flex-col">
        <p className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-slate-800" title={p.name}>
          {p.name}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">{p.unit}</p>
        <div className="mt-1.5 flex items-baseline justify-between gap-1">
          <span className="text-sm font-bold text-slate-900" data-testid="product-price">
            {formatINR(selling)}
          </span>
          <span className={cx('text-[11px] font-medium', outOfStock ? 'text-red-600' : p.lowStock ? 'text-accent-600' : 'text-slate-400')}>
            Stock {p.stock}
          </span>
        </div>
        {selling !== Number(p.price) && <span className="text-[11px] text-slate-400 line-through">{formatINR(p.price)}</span>}
        <StoreStockList product={p} directory={directory} />
      </div>
      <CardActions name={`${p.name}, ${p.unit}`} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}
