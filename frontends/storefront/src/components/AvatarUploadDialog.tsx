import { useState, type ChangeEvent } from 'react';
import { api, Avatar, cx, Dialog, errorMessage, session, toast, UploadIcon, type User } from '@minutemart/ui';
import type { AnswerData } from '@minutemart/contracts/api-types';

export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * Avatar upload: the chosen file uploads at once (PUT /api/user/upload-avatar, multipart field `avatar`),
 * the Upload button reads 'Loading...' meanwhile; data.avatar becomes the user's avatar.
 */
export function AvatarUploadDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: User }) {
  const [uploading, setUploading] = useState(false);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file || uploading) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append('avatar', file);
      const res = await api.put<AnswerData<'/api/user/upload-avatar', 'put'>>('/api/user/upload-avatar', form);
      const avatar = res.data?.avatar;
      const current = session.user;
      if (avatar && current) session.setUser({ ...current, avatar });
      toast.success(res.message || 'Avatar updated');
      void session.load();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Dialog open={open} onClose={uploading ? () => undefined : onClose} title="Profile Avatar" size="sm">
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        <Avatar src={user.avatar} name={user.name} size={112} className="shadow-md ring-4 ring-brand-50" />
        <p className="text-sm text-slate-500">JPG, PNG, WebP, GIF or AVIF, up to 5 MB.</p>
        <label
          className={cx(
            'relative inline-flex h-11 min-w-36 cursor-pointer items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition-colors',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
            uploading ? 'cursor-wait bg-slate-200 text-slate-600' : 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
          )}
        >
          {!uploading && <UploadIcon size={18} />}
          {uploading ? 'Loading...' : 'Upload'}
          <input type="file" name="avatar" accept={AVATAR_ACCEPT} className="sr-only" onChange={(e) => void onFile(e)} disabled={uploading} />
        </label>
      </div>
    </Dialog>
  );
}
