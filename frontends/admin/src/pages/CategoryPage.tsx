import { EmptyState, FolderIcon } from '@minutemart/ui';

/** Category admin (placeholder): heading and empty state. Grid, dialogs and upload come next. */
export default function CategoryPage() {
  return (
    <section className="grid gap-4">
      <div className="flex items-center justify-between rounded-2xl border border-slate-200 bg-white px-4 py-3">
        <h1 className="text-lg font-bold text-slate-900">Category</h1>
      </div>
      <EmptyState title="No categories yet" icon={<FolderIcon size={28} />}>
        Categories you add will show up here.
      </EmptyState>
    </section>
  );
}
