import { useEffect, useState, type FormEvent } from 'react';
import { api, Avatar, Button, CameraIcon, errorMessage, Input, session, Skeleton, toast, useSession, type User } from '@minutemart/ui';
import { AvatarUploadDialog } from '../components/AvatarUploadDialog';
import { PageHeader } from '../components/PageHeader';
import { SignInRequired } from '../components/SignInRequired';
import { useFormFields } from '../components/useFormFields';
import { OrderMailSettings } from './OrderMailSettings';

const fieldsOf = (user: User | null) => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  mobile: user?.mobile == null ? '' : String(user.mobile),
});

/** /dashboard/profile: avatar with Edit (upload dialog) and the name / email / mobile form. */
export default function Profile() {
  const { status, user, isAdmin } = useSession();
  const [avatarOpen, setAvatarOpen] = useState(false);

  if (!user) {
    if (status !== 'ready') return <ProfileSkeleton />;
    return (
      <section>
        <PageHeader title="Profile" />
        <SignInRequired what="your profile" />
      </section>
    );
  }

  return (
    <section>
      <PageHeader title="Profile" subtitle="Your personal details and how we reach you." />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="relative h-24 overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 md:h-28" aria-hidden="true">
          <span className="absolute -right-8 -top-12 h-32 w-32 rounded-full bg-accent-400/90 md:-right-10 md:-top-16 md:h-48 md:w-48" />
          <span className="absolute right-28 top-8 h-24 w-24 rounded-full bg-white/10" />
          <span className="absolute -bottom-14 left-1/3 h-28 w-28 rounded-full bg-brand-400/30" />
        </div>
        <div className="flex flex-col items-center gap-3 px-5 pb-6 text-center sm:flex-row sm:items-end sm:gap-5 sm:px-6 sm:text-left">
          <div className="-mt-12 flex flex-col items-center gap-2 md:-mt-14">
            <Avatar src={user.avatar} name={user.name} size={104} className="shadow-md ring-4" />
            <Button variant="outline" size="sm" onClick={() => setAvatarOpen(true)} aria-label="Edit avatar" className="rounded-full">
              <CameraIcon size={15} />
              Edit
            </Button>
          </div>
          <div className="min-w-0 pb-1 sm:pb-10">
            <p className="truncate text-xl font-bold text-slate-900" data-testid="profile-name">
              {user.name}
              {isAdmin && <span className="ml-2 align-middle text-sm font-semibold text-red-600">(Admin)</span>}
            </p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
          </div>
        </div>
        <div className="border-t border-slate-100 px-5 py-6 sm:px-6">
          <ProfileForm key={user._id} user={user} />
        </div>
        <OrderMailSettings />
      </div>
      <AvatarUploadDialog open={avatarOpen} onClose={() => setAvatarOpen(false)} user={user} />
    </section>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { values, setValues, onChange, allFilled } = useFormFields(fieldsOf(user));
  const [saving, setSaving] = useState(false);

  // Refreshed user details (after a save, or from elsewhere) flow back into the form.
  const saved = fieldsOf(user);
  useEffect(() => {
    setValues(saved);
  }, [saved.name, saved.email, saved.mobile]); // eslint-disable-line react-hooks/exhaustive-deps

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!allFilled || saving) return;
    setSaving(true);
    try {
      const res = await api.put('/api/user/update-user', { name: values.name.trim(), email: values.email.trim(), mobile: values.mobile.trim() });
      toast.success(res.message || 'Updated successfully');
      await session.load();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <Input label="Name" name="name" autoComplete="name" placeholder="Enter your name" value={values.name} onChange={onChange} required />
      <Input label="Email" type="email" name="email" autoComplete="email" placeholder="Enter your email" value={values.email} onChange={onChange} required />
      <Input
        label="Mobile"
        type="tel"
        inputMode="tel"
        name="mobile"
        autoComplete="tel"
        placeholder="Enter your mobile"
        value={values.mobile}
        onChange={onChange}
        required
      />
      <div className="flex items-end sm:justify-end">
        <Button type="submit" size="lg" disabled={!allFilled} loading={saving} className="w-full sm:w-auto sm:min-w-40">
          Submit
        </Button>
      </div>
    </form>
  );
}

function ProfileSkeleton() {
  return (
    <section aria-busy="true">
      <Skeleton className="mb-5 h-8 w-40" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <Skeleton className="h-24 rounded-none" />
        <div className="grid gap-4 p-6 sm:grid-cols-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      </div>
    </section>
  );
}
