import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelEmailChange,
  profileQuery,
  requestEmailChange,
  updateProfile,
  type Profile,
  type ProfileChange,
} from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import type { EmailChangeValues, ProfileValues } from '../schemas/profile-schema';

/**
 * The signed-in member's profile: loaded with the page (`failed` → Retry with `reload`), `save`
 * sends the changed fields and keeps the header's name and company in step, `changeEmail` asks for
 * the link to the new address, reloads the profile (its `pendingEmail`) and returns the server's
 * message; `cancelPendingEmail` cancels the change waiting for its link. All throw the API's error.
 */
export function useProfile() {
  const { user, signIn } = useSession();
  const queryClient = useQueryClient();
  const query = profileQuery(user?.token ?? '');
  const { data, isError, isFetching, refetch } = useQuery(query);
  const profile: Profile | null = data ?? null;
  const setProfile = useCallback(
    (update: (p: Profile | undefined) => Profile | undefined) =>
      queryClient.setQueryData(query.queryKey, update),
    [queryClient, query.queryKey],
  );

  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const { mutateAsync: update } = useMutation({
    mutationFn: (values: ProfileValues) =>
      updateProfile({
        fullName: values.fullName.trim(),
        ...(profile && profile.role !== 'owner' && profile.role !== 'admin'
          ? {}
          : {
              companyName: values.companyName.trim(),
              contactNumber: values.contactNumber.trim(),
              country: values.country as ProfileChange['country'],
            }),
      }),
    onSuccess: (next) => {
      setProfile(() => next);
      if (user) signIn({ ...user, fullName: next.fullName, companyName: next.companyName });
    },
  });

  const save = useCallback(
    async (values: ProfileValues) => {
      await update(values);
    },
    [update],
  );

  const { mutateAsync: changeEmail } = useMutation({
    mutationFn: async (values: EmailChangeValues) => {
      const { message } = await requestEmailChange({
        newEmail: values.newEmail.trim(),
        currentPassword: values.currentPassword,
      });
      // The profile now names the pending address (the server's, as it stored it).
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      return message;
    },
  });

  const { mutateAsync: cancel } = useMutation({
    mutationFn: () => cancelEmailChange(),
    onSuccess: () => setProfile((p) => (p ? { ...p, pendingEmail: null } : p)),
  });
  const cancelPendingEmail = useCallback(() => cancel(), [cancel]);

  return {
    profile,
    failed: isError && !isFetching,
    reload,
    save,
    changeEmail,
    cancelPendingEmail,
  };
}
