import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button, Chip, Dialog, EmptyState, Input, Skeleton, errorMessage, toast, queryKeys } from '@minutemart/ui';
import { catalogue, type Category, type Ref, type SubCategory } from '../api/catalogue';
import { ChipSelect } from '../components/ChipSelect';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ImageViewer } from '../components/ImageViewer';
import { SingleImageUpload } from '../components/ImageUpload';
import { PageHeader, SearchBox } from '../components/layout';
import { LayersIcon, PencilIcon, PlusIcon, TrashIcon } from '../components/icons';
import { useResource } from '../hooks/useResource';

const toastError = (err: unknown) => toast.error(errorMessage(err));

/** Sub Category admin: table (Sr.No, Name, Image, Category, Action), add / edit dialogs, delete with confirmation. */
export default function SubCategoryPage() {
  const subs = useResource(queryKeys.adminSubCategories(), (signal) => catalogue.subCategories(signal), [] as SubCategory[], toastError);
  const categories = useResource(queryKeys.adminCategories(), (signal) => catalogue.categories(signal), [] as Category[]);
  const [editing, setEditing] = useState<SubCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SubCategory | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [viewing, setViewing] = useState<SubCategory | null>(null);
  const [filter, setFilter] = useState('');

  const rows = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (!q) return subs.data;
    return subs.data.filter((s) => s.name.toLowerCase().includes(q) || s.category.some((c) => c.name.toLowerCase().includes(q)));
  }, [subs.data, filter]);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const res = await catalogue.deleteSubCategory(deleting._id);
      toast.success(res.message || 'Sub Category deleted');
      subs.reload();
    } catch (err) {
      toastError(err);
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  const showSkeleton = subs.loading && !subs.loaded;

  return (
    <section className="grid gap-4" aria-busy={subs.loading || undefined}>
      <PageHeader
        title="Sub Category"
        summary={subs.loaded ? `${subs.data.length} sub-categories` : 'Loading…'}
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon size={16} />
            Add Sub Category
          </Button>
        }
      >
        <SearchBox value={filter} onChange={setFilter} placeholder="Filter by name or category" label="Filter sub-categories" className="sm:max-w-xs" />
      </PageHeader>

      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/[0.02]">
        {showSkeleton ? (
          <div role="status" aria-label="Loading sub-categories" className="grid gap-3 p-4">
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className="flex items-center gap-4">
                <Skeleton className="h-4 w-6" />
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-11 w-11 rounded-lg" />
                <Skeleton className="h-6 w-28 rounded-full" />
              </div>
            ))}
          </div>
        ) : rows.length === 0 ? (
          <div className="p-4">
            <EmptyState title={filter ? 'No sub-categories match' : 'No sub-categories yet'} icon={<LayersIcon size={28} />}>
              {filter ? 'Try another name.' : 'Sub-categories you add will show up here.'}
            </EmptyState>
          </div>
        ) : (
          <>
            {/* Small screens: one card per sub-category (same content as the table's columns). */}
            <ol className="divide-y divide-slate-100 sm:hidden" aria-label="Sub categories">
              {rows.map((s, i) => (
                <li key={s._id} className="flex items-start gap-3 px-3 py-3">
                  <span className="w-6 pt-3 text-right text-xs tabular-nums text-slate-400">{i + 1}</span>
                  <Thumb sub={s} onOpen={() => setViewing(s)} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{s.name}</p>
                    <div className="mt-1 flex flex-wrap gap-1">
                      {s.category.map((c) => (
                        <Chip key={c._id} className="px-2 py-0.5 text-xs">
                          {c.name}
                        </Chip>
                      ))}
                    </div>
                  </div>
                  <RowActions sub={s} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
                </li>
              ))}
            </ol>
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full min-w-[640px] text-left text-sm" data-testid="subcategory-table">
                <thead className="sticky top-0 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  <tr>
                    <th scope="col" className="w-16 px-4 py-3">
                      Sr.No
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Name
                    </th>
                    <th scope="col" className="w-24 px-4 py-3">
                      Image
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Category
                    </th>
                    <th scope="col" className="w-28 px-4 py-3 text-right">
                      Action
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((s, i) => (
                    <tr key={s._id} className="align-middle hover:bg-slate-50/70">
                      <td className="px-4 py-2.5 tabular-nums text-slate-500">{i + 1}</td>
                      <td className="px-4 py-2.5 font-medium text-slate-900">{s.name}</td>
                      <td className="px-4 py-2.5">
                        <Thumb sub={s} onOpen={() => setViewing(s)} />
                      </td>
                      <td className="px-4 py-2.5">
                        <div className="flex flex-wrap gap-1">
                          {s.category.map((c) => (
                            <Chip key={c._id} className="px-2.5 py-0.5 text-xs">
                              {c.name}
                            </Chip>
                          ))}
                        </div>
                      </td>
                      <td className="px-4 py-2.5">
                        <RowActions sub={s} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>

      <SubCategoryDialog
        subCategory={editing}
        categories={categories.data}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          subs.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting?.name}
        busy={deleteBusy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <ImageViewer url={viewing?.image ?? null} alt={viewing?.name} onClose={() => setViewing(null)} />
    </section>
  );
}

function Thumb({ sub, onOpen }: { sub: SubCategory; onOpen: () => void }) {
  if (!sub.image) return <span className="grid h-11 w-11 place-items-center rounded-lg bg-slate-50 text-[10px] text-slate-400">No Image</span>;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`View image of ${sub.name}`}
      className="block h-11 w-11 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 transition hover:ring-2 hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <img src={sub.image} alt="" loading="lazy" className="h-full w-full object-cover" />
    </button>
  );
}

function RowActions({ sub, onEdit, onDelete }: { sub: SubCategory; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${sub.name}`}
        title="Edit"
        className="grid h-9 w-9 place-items-center rounded-lg text-brand-700 hover:bg-brand-50"
      >
        <PencilIcon size={17} />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${sub.name}`}
        title="Delete"
        className="grid h-9 w-9 place-items-center rounded-lg text-red-600 hover:bg-red-50"
      >
        <TrashIcon size={17} />
      </button>
    </div>
  );
}

function SubCategoryDialog({
  subCategory,
  categories,
  onClose,
  onSaved,
}: {
  subCategory: SubCategory | 'new' | null;
  categories: Category[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState('');
  const [image, setImage] = useState('');
  const [linked, setLinked] = useState<Ref[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (subCategory === null) return;
    const s = subCategory === 'new' ? null : subCategory;
    setName(s?.name ?? '');
    setImage(s?.image ?? '');
    setLinked(s?.category.map((c) => ({ _id: c._id, name: c.name })) ?? []);
  }, [subCategory]);

  const complete = name.trim() !== '' && image !== '' && linked.length > 0;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving || subCategory === null) return;
    setSaving(true);
    try {
      const body = { name: name.trim(), image, category: linked };
      const res = subCategory === 'new' ? await catalogue.createSubCategory(body) : await catalogue.updateSubCategory({ _id: subCategory._id, ...body });
      toast.success(res.message || 'Saved');
      onSaved();
    } catch (err) {
      toastError(err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={subCategory !== null} onClose={onClose} title={subCategory === 'new' ? 'Add Sub Category' : 'Edit Sub Category'} dismissible={false}>
      <form onSubmit={onSubmit} className="grid gap-5" noValidate>
        <Input
          label="Name"
          name="name"
          placeholder="Enter sub category name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          maxLength={100}
        />
        <div className="grid gap-1.5">
          <span className="text-sm font-medium text-slate-700">Image</span>
          <SingleImageUpload value={image} onChange={setImage} alt={name || 'Sub category image'} />
        </div>
        <ChipSelect label="Category" name="category" placeholder="Select Category" options={categories} value={linked} onChange={setLinked} />
        <Button type="submit" block loading={saving} variant={complete ? 'primary' : 'secondary'} data-complete={complete}>
          Submit
        </Button>
      </form>
    </Dialog>
  );
}
