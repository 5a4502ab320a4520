import { useCallback, useEffect, useState } from 'react';
import {
  cancelEmailChange,
  getProfile,
  requestEmailChange,
  updateProfile,
  type Profile,
  type ProfileChange,
} from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import type { EmailChangeValues, ProfileValues } from '../schemas/profile-schema';

/**
 * The signed-in member's profile: loaded once (`failed` → Retry with `reload`), `save` sends the
 * changed fields and keeps the header's name and company in step, `changeEmail` asks for the link
 * to the new address, reloads the profile (its `pendingEmail`) and returns the server's message;
 * `cancelPendingEmail` cancels the change waiting for its link. All throw the API's error.
 */
export function useProfile() {
  const { user, signIn } = useSession();
  const token = user?.token ?? '';
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    setFailed(false);
    try {
      setProfile(await getProfile(token));
    } catch {
      setFailed(true);
    }
  }, [token]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const save = useCallback(
    async (values: ProfileValues) => {
      const next = await updateProfile({
        fullName: values.fullName.trim(),
        ...(profile && profile.role !== 'owner' && profile.role !== 'admin'
          ? {}
          : {
              companyName: values.companyName.trim(),
              contactNumber: values.contactNumber.trim(),
              country: values.country as ProfileChange['country'],
            }),
      });
      setProfile(next);
      if (user) signIn({ ...user, fullName: next.fullName, companyName: next.companyName });
    },
    [profile, user, signIn],
  );

  const changeEmail = useCallback(
    async (values: EmailChangeValues) => {
      const { message } = await requestEmailChange({
        newEmail: values.newEmail.trim(),
        currentPassword: values.currentPassword,
      });
      // The profile now names the pending address (the server's, as it stored it).
      await reload();
      return message;
    },
    [reload],
  );

  const cancelPendingEmail = useCallback(async () => {
    await cancelEmailChange();
    setProfile((p) => (p ? { ...p, pendingEmail: null } : p));
  }, []);

  return { profile, failed, reload, save, changeEmail, cancelPendingEmail };
}
