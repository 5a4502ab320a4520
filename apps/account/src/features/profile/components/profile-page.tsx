import { Button, LoadingSpinner, SectionCard, Stack, Text, usePageTitle } from '@pulse/ui';
import { useProfile } from '../hooks/use-profile';
import { EmailChangeForm } from './email-change-form';
import { ProfileForm } from './profile-form';

export const PROFILE_LOAD_FAILED = 'Your profile could not be loaded.';

/** Settings → Profile: name and company details, and the e-mail change. */
export function ProfilePage() {
  usePageTitle('Profile');
  const { profile, failed, reload, save, changeEmail, cancelPendingEmail } = useProfile();
  if (failed)
    return (
      <Stack gap="3" align="flex-start" role="alert">
        <Text>{PROFILE_LOAD_FAILED}</Text>
        <Button variant="outline" onClick={() => void reload()}>
          Retry
        </Button>
      </Stack>
    );
  if (!profile) return <LoadingSpinner label="Loading profile" />;
  return (
    <Stack gap="6" maxW="3xl">
      <SectionCard title="Profile">
        <ProfileForm profile={profile} onSave={save} />
      </SectionCard>
      <SectionCard title="Email address">
        <EmailChangeForm
          email={profile.email}
          pendingEmail={profile.pendingEmail}
          onRequest={changeEmail}
          onCancelPending={cancelPendingEmail}
        />
      </SectionCard>
    </Stack>
  );
}
