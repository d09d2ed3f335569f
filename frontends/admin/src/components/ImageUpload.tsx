import { useRef, useState, type ReactNode } from 'react';
import { Button, Spinner, cx, errorMessage, toast } from '@minutemart/ui';
import { isImageFile, uploadImage } from '../api/catalogue';
import { ImageIcon, UploadIcon } from './icons';

export const ONLY_IMAGES_TEXT = 'Only image files can be uploaded';

/** A button that opens the file picker (images only); the hidden input lives next to it. */
export function FilePickButton({
  onFiles,
  multiple = false,
  disabled = false,
  loading = false,
  children,
  variant = 'outline',
  className,
  accept = 'image/*',
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  loading?: boolean;
  children: ReactNode;
  variant?: 'outline' | 'secondary' | 'primary';
  className?: string;
  accept?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size="sm" className={className} disabled={disabled || loading} onClick={() => input.current?.click()}>
        {loading ? <Spinner size={14} label="Uploading" /> : <UploadIcon size={15} />}
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        disabled={disabled || loading}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}

/**
 * Preview ('No Image' when empty) + 'Upload Image' button. The chosen file is uploaded at once
 * (POST /api/file/upload) and the returned URL handed to onChange; the button reads 'Loading...' meanwhile.
 */
export function SingleImageUpload({
  value,
  onChange,
  disabled = false,
  disabledHint,
  alt,
}: {
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
  disabledHint?: string;
  alt: string;
}) {
  const [uploading, setUploading] = useState(false);

  async function onFiles([file]: File[]) {
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error(ONLY_IMAGES_TEXT);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex items-center gap-4">
      <div
        data-testid="image-preview"
        className={cx(
          'grid h-28 w-28 shrink-0 place-items-center overflow-hidden rounded-xl border bg-slate-50',
          value ? 'border-slate-200' : 'border-dashed border-slate-300',
        )}
      >
        {uploading ? (
          <Spinner size={24} className="text-brand-600" label="Uploading image" />
        ) : value ? (
          <img src={value} alt={alt} className="h-full w-full object-contain p-1" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs font-medium text-slate-400">
            <ImageIcon size={22} />
            No Image
          </span>
        )}
      </div>
      <div className="grid gap-1.5">
        <FilePickButton onFiles={(f) => void onFiles(f)} disabled={disabled} loading={uploading} variant="outline">
          {uploading ? 'Loading...' : 'Upload Image'}
        </FilePickButton>
        <p className="text-xs text-slate-500">{disabled && disabledHint ? disabledHint : 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB'}</p>
      </div>
    </div>
  );
}
