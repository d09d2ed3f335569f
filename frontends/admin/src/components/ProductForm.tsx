import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, CloseIcon, Dialog, Input, Spinner, cx, discountedPrice, errorMessage, formatINR, toast, queryKeys } from '@minutemart/ui';
import { catalogue, isImageFile, uploadImage, type Category, type Product, type ProductInput, type Ref, type SubCategory } from '../api/catalogue';
import { useResource } from '../hooks/useResource';
import { ChipSelect } from './ChipSelect';
import { ONLY_IMAGES_TEXT } from './ImageUpload';
import { GST_RATES, hsnProblem } from '@minutemart/contracts/gst';
import { Field, Section, Select, TextArea, useFieldId } from './layout';
import { ImageIcon, PlusIcon, TrashIcon } from './icons';
import { stockFieldHint, StoreStockTable } from '../stores/ProductStoreStock';
import { useStoreDirectory } from '../stores/useStoreDirectory';

export const MAX_IMAGES = 10;

interface ImageSlot {
  key: number;
  url?: string;
  name: string;
}

interface ExtraField {
  key: number;
  label: string;
  value: string;
}

interface FormState {
  name: string;
  description: string;
  images: ImageSlot[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  stock: string;
  price: string;
  discount: string;
  hsn: string;
  gstRate: string;
  extra: ExtraField[];
}

let seq = 1;
const nextKey = () => seq++;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function initialState(p?: Product | null): FormState {
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    images: (p?.image ?? []).map((url) => ({ key: nextKey(), url, name: url })),
    category: (p?.category ?? []).map((c) => ({ _id: c._id, name: c.name })),
    subCategory: (p?.subCategory ?? []).map((c) => ({ _id: c._id, name: c.name })),
    unit: p?.unit ?? '',
    stock: str(p?.stock),
    price: str(p?.price),
    discount: str(p?.discount),
    hsn: p?.hsn ?? '',
    gstRate: str(p?.gstRate),
    extra: Object.entries(p?.more_details ?? {}).map(([label, value]) => ({ key: nextKey(), label, value: str(value) })),
  };
}

type Errors = Partial<Record<'images' | 'category' | 'subCategory' | 'hsn' | 'gstRate', string>>;

/**
 * The Upload Product form, also used by the product list's edit modal. Images upload as soon as they
 * are chosen; every listed field is required. `onSubmit` resolves true on success: a new product's
 * form then resets itself (the edit modal is closed by its owner).
 */
export function ProductForm({
  product,
  submitLabel,
  onSubmit,
  compact = false,
  onCancel,
}: {
  product?: Product | null;
  submitLabel: string;
  onSubmit: (input: ProductInput) => Promise<boolean>;
  compact?: boolean;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState<FormState>(() => initialState(product));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [addFieldOpen, setAddFieldOpen] = useState(false);
  const categories = useResource(queryKeys.adminCategories(), (signal) => catalogue.categories(signal), [] as Category[]);
  const subCategories = useResource(queryKeys.adminSubCategories(), (signal) => catalogue.subCategories(signal), [] as SubCategory[]);
  const directory = useStoreDirectory();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useFieldId('product');

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  /** With categories chosen, offer their sub-categories only. */
  const subOptions = useMemo(() => {
    if (form.category.length === 0) return subCategories.data;
    const ids = new Set(form.category.map((c) => c._id));
    return subCategories.data.filter((s) => s.category.some((c) => ids.has(c._id)));
  }, [form.category, subCategories.data]);

  const pending = form.images.some((i) => !i.url);

  function addFiles(files: File[]) {
    const images = files.filter(isImageFile);
    if (images.length < files.length) toast.error(ONLY_IMAGES_TEXT);
    const room = MAX_IMAGES - form.images.length;
    if (images.length > room) toast.error(`At most ${MAX_IMAGES} images per product`);
    const accepted = images.slice(0, Math.max(0, room));
    if (accepted.length === 0) return;
    const slots = accepted.map((f) => ({ key: nextKey(), name: f.name }));
    setForm((f) => ({ ...f, images: [...f.images, ...slots] }));
    setErrors((e) => ({ ...e, images: undefined }));
    accepted.forEach((file, i) => {
      const key = slots[i]!.key;
      uploadImage(file).then(
        (url) => setForm((f) => ({ ...f, images: f.images.map((s) => (s.key === key ? { ...s, url } : s)) })),
        (err: unknown) => {
          toast.error(errorMessage(err));
          setForm((f) => ({ ...f, images: f.images.filter((s) => s.key !== key) }));
        },
      );
    });
  }

  function validate(): boolean {
    const next: Errors = {};
    if (form.images.length === 0) next.images = 'Add at least one image';
    if (form.category.length === 0) next.category = 'Choose at least one category';
    if (form.subCategory.length === 0) next.subCategory = 'Choose at least one sub category';
    const hsn = hsnProblem(form.hsn.replace(/[\s.]/g, ''));
    if (hsn) next.hsn = form.hsn.trim() ? hsn : 'Enter the HSN code';
    if (form.gstRate === '') next.gstRate = 'Choose the GST rate';
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    if (!validate()) {
      toast.error('Please fill in every required field');
      return;
    }
    if (pending) {
      toast.error('Please wait for the images to finish uploading');
      return;
    }
    const input: ProductInput = {
      name: form.name.trim(),
      description: form.description.trim(),
      image: form.images.flatMap((i) => (i.url ? [i.url] : [])),
      category: form.category.map((c) => c._id),
      subCategory: form.subCategory.map((c) => c._id),
      unit: form.unit.trim(),
      stock: form.stock.trim(),
      price: form.price.trim(),
      discount: form.discount.trim(),
      hsn: form.hsn.replace(/[\s.]/g, ''),
      gstRate: form.gstRate,
      more_details: Object.fromEntries(form.extra.map((f) => [f.label, f.value.trim()])),
    };
    setSaving(true);
    try {
      const ok = await onSubmit(input);
      if (ok && !product) {
        setForm(initialState(null));
        setErrors({});
        formRef.current?.reset();
      }
    } finally {
      setSaving(false);
    }
  }

  const price = Number(form.price);
  const discount = Number(form.discount);
  const showSelling = form.price.trim() !== '' && Number.isFinite(price) && Number.isFinite(discount) && discount > 0;

  const details = (
    <Section title="Details" description="What shoppers see on the product page." flat={compact}>
      <div className="grid gap-4">
        <Input
          label="Name"
          name="name"
          required
          maxLength={200}
          placeholder="Enter product name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          autoComplete="off"
        />
        <Field label="Description" htmlFor={`${id}-description`}>
          <TextArea
            id={`${id}-description`}
            name="description"
            required
            rows={4}
            maxLength={5000}
            placeholder="Enter product description"
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        <Field
          label="Image"
          error={errors.images}
          hint={`Images only, up to ${MAX_IMAGES}. Each one uploads as soon as you choose it; the first is the cover.`}
        >
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Product images">
            {form.images.map((img, i) => (
              <li
                key={img.key}
                className="group relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
                data-testid="product-image"
              >
                {img.url ? (
                  <img src={img.url} alt={`Product image ${i + 1}`} className="h-full w-full object-contain p-1" />
                ) : (
                  <div className="grid h-full place-items-center text-brand-600">
                    <Spinner size={22} label={`Uploading ${img.name}`} />
                  </div>
                )}
                {i === 0 && img.url && (
                  <span className="absolute bottom-1 left-1 rounded bg-slate-900/70 px-1.5 py-0.5 text-[10px] font-semibold text-white">Cover</span>
                )}
                {img.url && (
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'images',
                        form.images.filter((s) => s.key !== img.key),
                      )
                    }
                    aria-label={`Remove image ${i + 1}`}
                    className="absolute right-1 top-1 grid h-7 w-7 place-items-center rounded-full bg-white/95 text-slate-600 shadow ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-600"
                  >
                    <TrashIcon size={14} />
                  </button>
                )}
              </li>
            ))}
            {form.images.length < MAX_IMAGES && (
              <li className="aspect-square">
                <ImageDropTile onFiles={addFiles} />
              </li>
            )}
          </ul>
        </Field>
      </div>
    </Section>
  );

  const organise = (
    <Section title="Organisation" flat={compact}>
      <div className="grid gap-4">
        <ChipSelect
          label="Category"
          name="category"
          placeholder="Select Category"
          options={categories.data}
          value={form.category}
          onChange={(v) => {
            set('category', v);
            if (v.length) setErrors((e) => ({ ...e, category: undefined }));
          }}
          error={errors.category}
        />
        <ChipSelect
          label="Sub Category"
          name="subCategory"
          placeholder="Select Sub Category"
          options={subOptions}
          value={form.subCategory}
          onChange={(v) => {
            set('subCategory', v);
            if (v.length) setErrors((e) => ({ ...e, subCategory: undefined }));
          }}
          error={errors.subCategory}
          hint={form.category.length ? 'Showing the sub-categories of the chosen categories.' : undefined}
        />
      </div>
    </Section>
  );

  const pricing = (
    <Section title="Pricing, tax & stock" flat={compact}>
      <div className="grid grid-cols-2 items-start gap-4">
        <Input
          label="Unit"
          name="unit"
          required
          maxLength={50}
          placeholder="e.g. 500 g, 1 L, 6 pcs"
          value={form.unit}
          onChange={(e) => set('unit', e.target.value)}
          autoComplete="off"
        />
        <Input
          label="Number of Stock"
          name="stock"
          type="number"
          required
          min={0}
          step={1}
          inputMode="numeric"
          placeholder="0"
          value={form.stock}
          onChange={(e) => set('stock', e.target.value)}
          hint={stockFieldHint(directory, !product)}
        />
        <Input
          label="Price"
          name="price"
          type="number"
          required
          min={0}
          step="any"
          inputMode="decimal"
          placeholder="₹ 0"
          value={form.price}
          onChange={(e) => set('price', e.target.value)}
        />
        <Input
          label="Discount"
          name="discount"
          type="number"
          required
          min={0}
          max={100}
          step="any"
          inputMode="decimal"
          placeholder="% 0"
          value={form.discount}
          onChange={(e) => set('discount', e.target.value)}
          hint={showSelling ? `Sells at ${formatINR(discountedPrice(price, discount))}` : 'Percent off the price'}
        />
      </div>
      <div className="mt-4 grid grid-cols-2 items-start gap-4">
        <Input
          label="HSN code"
          name="hsn"
          required
          inputMode="numeric"
          maxLength={12}
          placeholder="e.g. 04012000"
          value={form.hsn}
          onChange={(e) => {
            set('hsn', e.target.value);
            setErrors((x) => ({ ...x, hsn: undefined }));
          }}
          error={errors.hsn}
          hint="4, 6 or 8 digits, printed on the tax invoice"
          autoComplete="off"
        />
        <Field label="GST rate" htmlFor={`${id}-gst`} required error={errors.gstRate} hint="The price above includes it">
          <Select
            id={`${id}-gst`}
            name="gstRate"
            value={form.gstRate}
            onChange={(e) => {
              set('gstRate', e.target.value);
              setErrors((x) => ({ ...x, gstRate: undefined }));
            }}
          >
            <option value="" disabled>
              Select rate
            </option>
            {GST_RATES.map((r) => (
              <option key={r} value={r}>
                {r} %
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="mt-4">
        <StoreStockTable product={product ?? null} directory={directory} stockText={form.stock} />
      </div>
    </Section>
  );

  const extra = (
    <Section title="Extra details" description="Custom fields such as Shelf Life or Country of Origin." flat={compact}>
      <div className="grid gap-4">
        {form.extra.map((f) => (
          <div key={f.key} className="flex items-end gap-2">
            <Input
              label={f.label}
              name={`more_details.${f.label}`}
              required
              containerClassName="flex-1"
              placeholder={`Enter ${f.label}`}
              value={f.value}
              onChange={(e) =>
                set(
                  'extra',
                  form.extra.map((x) => (x.key === f.key ? { ...x, value: e.target.value } : x)),
                )
              }
              autoComplete="off"
            />
            <button
              type="button"
              onClick={() =>
                set(
                  'extra',
                  form.extra.filter((x) => x.key !== f.key),
                )
              }
              aria-label={`Remove field ${f.label}`}
              title="Remove field"
              className="mb-1 grid h-9 w-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600"
            >
              <CloseIcon size={16} />
            </button>
          </div>
        ))}
        <div>
          <Button variant="outline" size="sm" onClick={() => setAddFieldOpen(true)}>
            <PlusIcon size={15} />
            Add Fields
          </Button>
        </div>
      </div>
    </Section>
  );

  return (
    <>
      <form ref={formRef} onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label={product ? 'Edit product' : 'New product'}>
        <div className={cx('grid items-start gap-4', compact ? 'md:grid-cols-2 md:gap-6' : 'lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]')}>
          <div className="grid gap-4">{details}</div>
          <div className={cx('grid gap-4', compact && 'md:gap-6')}>
            {organise}
            {pricing}
            {extra}
          </div>
        </div>
        <div
          className={cx(
            'flex items-center justify-end gap-2',
            compact
              ? 'sticky -bottom-4 z-10 -mx-5 -mb-4 border-t border-slate-100 bg-white/95 px-5 py-3 backdrop-blur'
              : 'rounded-2xl border border-slate-200 bg-white px-4 py-3',
          )}
        >
          {!compact && <p className="mr-auto hidden text-sm text-slate-500 sm:block">All fields are required.</p>}
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={pending} className="min-w-36">
            {submitLabel}
          </Button>
        </div>
      </form>
      <AddFieldDialog
        open={addFieldOpen}
        existing={form.extra.map((f) => f.label)}
        onClose={() => setAddFieldOpen(false)}
        onAdd={(label) => {
          set('extra', [...form.extra, { key: nextKey(), label, value: '' }]);
          setAddFieldOpen(false);
        }}
      />
    </>
  );
}

function ImageDropTile({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles(Array.from(e.dataTransfer.files));
      }}
      className="h-full"
    >
      <button
        type="button"
        onClick={() => input.current?.click()}
        className={cx(
          'flex h-full w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-xs font-semibold transition',
          over
            ? 'border-brand-500 bg-brand-50 text-brand-700'
            : 'border-slate-300 bg-white text-slate-500 hover:border-brand-400 hover:bg-brand-50/50 hover:text-brand-700',
        )}
      >
        <ImageIcon size={22} />
        Upload Image
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="product-image-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}

/** Asks for a field name ('Enter field name' → 'Add Field'). */
function AddFieldDialog({ open, existing, onClose, onAdd }: { open: boolean; existing: string[]; onClose: () => void; onAdd: (label: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  function close() {
    setName('');
    setError('');
    onClose();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    const label = name.trim();
    if (!label) return setError('Enter a field name');
    if (label.includes('.') || label.startsWith('$')) return setError('A field name cannot contain "." or start with "$"');
    if (existing.some((x) => x.toLowerCase() === label.toLowerCase())) return setError('That field is already on the form');
    onAdd(label);
    setName('');
    setError('');
  }

  return (
    <Dialog open={open} onClose={close} title="Add Field" size="sm">
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <Input
          label="Field name"
          name="fieldName"
          placeholder="Enter field name"
          value={name}
          maxLength={80}
          onChange={(e) => {
            setName(e.target.value);
            setError('');
          }}
          error={error || undefined}
          autoComplete="off"
        />
        <Button type="submit" block disabled={!name.trim()}>
          Add Field
        </Button>
      </form>
    </Dialog>
  );
}
