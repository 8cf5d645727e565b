import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import type { Profile } from '@portal/contracts';
import { fetchProfile } from '../api/accountsApi';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';
import { ToastProvider } from '../feedback/ToastProvider';
import { TOAST_TIMEOUT_MS } from '../feedback/toastContext';
import { PageHeader } from '../layout/PageHeader';
import { TabBar } from '../layout/TabBar';
import { TabPanel } from '../layout/TabPanel';
import { PrivacyRightsSummary } from '../privacy/PrivacyRightsSummary';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { ProfileInformationForm } from './ProfileInformationForm';
import { PROFILE_MESSAGES } from './profileForm';

export type ProfileTab = 'profile' | 'password' | 'privacy';

const PROFILE_TABS: readonly { value: ProfileTab; label: string }[] = [
  { value: 'profile', label: 'Profile Information' },
  { value: 'password', label: 'Change Password' },
  { value: 'privacy', label: 'Privacy & GDPR' },
];

export interface ProfileSettingsProps {
  /** "Back to Dashboard". */
  onBack: () => void;
  /** The Privacy & GDPR tab's button opens the privacy page. */
  onOpenPrivacy?: () => void;
  /** After a successful save, with the saved profile (e.g. to refresh a parent-link notice). */
  onProfileUpdated?: (profile: Profile) => void;
  initialTab?: ProfileTab;
}

const ID = 'profile-settings';

/** Spec 001 §2.7: Back to Dashboard; tabs Profile Information, Change Password, Privacy & GDPR. */
export const ProfileSettings = ({
  onBack,
  onOpenPrivacy,
  onProfileUpdated,
  initialTab = 'profile',
}: ProfileSettingsProps) => {
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(controller.signal).then(
      (loaded) => {
        setProfile(loaded);
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) {
          setFailed(true);
        }
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const saved = useCallback(
    (updated: Profile) => {
      setProfile(updated);
      onProfileUpdated?.(updated);
    },
    [onProfileUpdated],
  );

  return (
    <ToastProvider defaultTimeoutMs={TOAST_TIMEOUT_MS}>
      <PageHeader
        title="Profile Settings"
        before={
          <Button startIcon={<ArrowBackRoundedIcon />} onClick={onBack} sx={{ ml: -1 }}>
            Back to Dashboard
          </Button>
        }
      />
      <TabBar idPrefix={ID} label="Profile sections" tabs={PROFILE_TABS} current={tab} onChange={setTab} />
      <TabPanel idPrefix={ID} value="profile" current={tab}>
        {failed ? (
          <ErrorState
            title={PROFILE_MESSAGES.loadFailed}
            onRetry={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          />
        ) : profile ? (
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <ProfileInformationForm key={profile.updatedAt} profile={profile} onSaved={saved} />
            </CardContent>
          </Card>
        ) : (
          <LoadingState message="Loading user profile data" />
        )}
      </TabPanel>
      <TabPanel idPrefix={ID} value="password" current={tab}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <ChangePasswordPanel />
          </CardContent>
        </Card>
      </TabPanel>
      <TabPanel idPrefix={ID} value="privacy" current={tab}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <PrivacyRightsSummary onOpenPrivacy={onOpenPrivacy} />
          </CardContent>
        </Card>
      </TabPanel>
    </ToastProvider>
  );
};
