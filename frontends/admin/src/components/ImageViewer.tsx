import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@minutemart/ui';

/** Full-screen picture viewer: click outside the picture, the close button or Escape closes it. */
export function ImageViewer({ url, alt, onClose }: { url: string | null; alt?: string; onClose: () => void }) {
  useEffect(() => {
    if (!url) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [url, onClose]);

  if (!url || typeof document === 'undefined') return null;
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={alt ? `Image: ${alt}` : 'Image viewer'}
      data-testid="image-viewer"
      className="fixed inset-0 z-[55] flex items-center justify-center bg-slate-950/90 p-4 sm:p-10"
      onClick={onClose}
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close image"
        className="absolute right-3 top-3 grid h-11 w-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        autoFocus
      >
        <CloseIcon size={22} />
      </button>
      <img src={url} alt={alt ?? ''} className="max-h-full max-w-full rounded-xl bg-white object-contain shadow-2xl" onClick={(e) => e.stopPropagation()} />
    </div>,
    document.body,
  );
}
