import { useEffect, useState } from 'react';
import { cx } from '../utils/format';
import { UserIcon } from './Icons';

export interface AvatarProps {
  /** Image URL; empty or failing to load shows the initials (or a person icon). */
  src?: string | null;
  /** Used for the initials and the image's alt text. */
  name?: string | null;
  /** Pixel size of the square. */
  size?: number;
  className?: string;
}

export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Round user picture with an initials fallback. */
export function Avatar({ src, name, size = 40, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const letters = initials(name);
  const showImage = Boolean(src) && !failed;
  return (
    <span
      data-testid="avatar"
      className={cx(
        'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-gradient-to-br from-brand-100 to-brand-200 font-semibold text-brand-800 ring-2 ring-white',
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.max(11, Math.round(size * 0.38)) }}
    >
      {showImage ? (
        <img src={src ?? ''} alt={name ? `${name}'s avatar` : 'Avatar'} className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <UserIcon size={Math.round(size * 0.55)} />
      )}
    </span>
  );
}
