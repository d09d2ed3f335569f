import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, EmptyState, FolderIcon, Input, Skeleton, cx, errorMessage, toast, queryKeys } from '@minutemart/ui';
import { catalogue, type Category } from '../api/catalogue';
import { CardActions } from '../components/CardActions';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SingleImageUpload } from '../components/ImageUpload';
import { PageHeader } from '../components/layout';
import { PlusIcon } from '../components/icons';
import { useResource } from '../hooks/useResource';

/** Category admin: grid of categories (2/4/6 columns), add / update dialogs and delete with confirmation. */
export default function CategoryPage() {
  // A failed category list is silently ignored, as the original client does: the page shows what it has.
  const categories = useResource(queryKeys.adminCategories(), (signal) => catalogue.categories(signal), [] as Category[]);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const res = await catalogue.deleteCategory(deleting._id);
      toast.success(res.message || 'Category deleted');
      categories.reload();
    } catch (err) {
      // e.g. 409 "Category is used by 3 sub-categories and 12 products; remove them first"
      toast.error(errorMessage(err));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  const list = categories.data;
  const showSkeleton = categories.loading && !categories.loaded;

  return (
    <section className="grid gap-4" aria-busy={categories.loading || undefined}>
      <PageHeader
        title="Category"
        summary={categories.loaded ? `${list.length} ${list.length === 1 ? 'category' : 'categories'}` : 'Loading…'}
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon size={16} />
            Add Category
          </Button>
        }
      />

      {showSkeleton ? (
        <div role="status" aria-label="Loading categories" className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: 12 }, (_, i) => (
            <div key={i} className="rounded-2xl border border-slate-200 bg-white p-2">
              <Skeleton className="aspect-square w-full rounded-xl" />
              <Skeleton className="mx-1 mt-3 h-4 w-3/4" />
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
              </div>
            </div>
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState title="No categories yet" icon={<FolderIcon size={28} />}>
          Categories you add will show up here.
        </EmptyState>
      ) : (
        <ul
          className={cx('grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6', categories.loading && 'opacity-70 transition-opacity')}
          data-testid="category-grid"
        >
          {list.map((c) => (
            <li
              key={c._id}
              data-testid="category-card"
              className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-2 shadow-sm shadow-slate-900/[0.02] transition hover:border-brand-200 hover:shadow-md"
            >
              <div className="aspect-square overflow-hidden rounded-xl bg-slate-50">
                {c.image ? (
                  <img src={c.image} alt={c.name} loading="lazy" className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]" />
                ) : (
                  <div className="grid h-full place-items-center text-xs text-slate-400">No Image</div>
                )}
              </div>
              <p className="mx-1 mt-2 line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-slate-800" title={c.name}>
                {c.name}
              </p>
              <CardActions name={c.name} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
            </li>
          ))}
        </ul>
      )}

      <CategoryDialog
        category={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          categories.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting?.name}
        busy={deleteBusy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

/** 'Add Category' (category = 'new') or 'Update Category' (an existing one). */
function CategoryDialog({ category, onClose, onSaved }: { category: Category | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const isNew = category === 'new';
  const [name, setName] = useState('');
  const [image, setImage] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (category === null) return;
    setName(category === 'new' ? '' : category.name);
    setImage(category === 'new' ? '' : category.image);
  }, [category]);

  const complete = name.trim() !== '' && image !== '';
  const label = isNew ? 'Add Category' : 'Update Category';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving || category === null) return;
    setSaving(true);
    try {
      const res =
        category === 'new'
          ? await catalogue.addCategory({ name: name.trim(), image })
          : await catalogue.updateCategory({ _id: category._id, name: name.trim(), image });
      toast.success(res.message || (isNew ? 'Category added' : 'Category updated'));
      onSaved();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={category !== null} onClose={onClose} title={label} dismissible={false}>
      <form onSubmit={onSubmit} className="grid gap-5" noValidate>
        <Input
          label="Name"
          name="name"
          placeholder="Enter category name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          maxLength={100}
        />
        <div className="grid gap-1.5">
          <span className="text-sm font-medium text-slate-700">Image</span>
          <SingleImageUpload value={image} onChange={setImage} disabled={name.trim() === ''} disabledHint="Enter a name first" alt={name || 'Category image'} />
        </div>
        {/* Looks active only with a name and an image; the server has the final word. */}
        <Button type="submit" block loading={saving} variant={complete ? 'primary' : 'secondary'} data-complete={complete}>
          {label}
        </Button>
      </form>
    </Dialog>
  );
}
