import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { ProcessingActivity, UserDataAccess } from '@portal/contracts';
import { errorMessage } from '../api/apiFetch';
import { fetchDataAccess, fetchProcessingActivities } from '../api/complianceApi';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';
import { ToastProvider } from '../feedback/ToastProvider';
import { TOAST_TIMEOUT_MS } from '../feedback/toastContext';
import { PageHeader } from '../layout/PageHeader';
import { TabBar } from '../layout/TabBar';
import { TabPanel } from '../layout/TabPanel';
import { ActivityLogPanel } from './ActivityLogPanel';
import { ConsentSettingsPanel } from './ConsentSettingsPanel';
import { MyDataPanel } from './MyDataPanel';
import { MyRightsPanel } from './MyRightsPanel';
import { ParentCanSeeNotice } from './ParentCanSeeNotice';
import { PrivacyOverviewPanel } from './PrivacyOverviewPanel';
import { PRIVACY_MESSAGES } from './privacyLabels';
import { PRIVACY_TABS, type PrivacyTab } from './privacyTabs';

export interface PrivacyPageProps {
  /** The signed-in user: the e-mail confirms a deletion, the date of birth drives the consent form. */
  user: { email: string; dateOfBirth?: string | null; role?: string | null };
  /** A student's linked parent (profile.parentEmail): the page then says the parent can see results. */
  parentEmail?: string | null;
  initialTab?: PrivacyTab;
  /** Where to go after a deletion request. Defaults to "/logout". */
  logoutHref?: string;
  /** Heading level 1 title; an app with its own page title may change it. */
  title?: string;
}

type Loaded = { data: UserDataAccess; activities: ProcessingActivity[] };

const ID = 'privacy';

/**
 * Spec 001 §2.8: Overview, My Data, Consent Settings, Activity Log, My Rights. Data access and the
 * processing activities load together under a 15-second timeout. Toasts clear after 5 seconds.
 */
export const PrivacyPage = ({
  user,
  parentEmail,
  initialTab = 'overview',
  logoutHref,
  title = 'Privacy & Data',
}: PrivacyPageProps) => {
  const [tab, setTab] = useState<PrivacyTab>(initialTab);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchDataAccess(controller.signal), fetchProcessingActivities(controller.signal)]).then(
      ([data, activities]) => {
        setLoaded({ data, activities });
        setFailure(null);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          // Spec 001 §8: "Request timed out. Please try again." or "Error loading privacy data".
          setFailure(errorMessage(error, PRIVACY_MESSAGES.loadFailed));
        }
      },
    );
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const retry = () => {
    setFailure(null);
    setLoaded(null);
    reload();
  };

  let body;
  if (failure && !loaded) {
    body = <ErrorState title={PRIVACY_MESSAGES.loadFailed} message={failure} onRetry={retry} />;
  } else if (!loaded) {
    body = <LoadingState message="Loading your privacy data…" />;
  } else {
    const { data, activities } = loaded;
    body = (
      <>
        <TabBar idPrefix={ID} label="Privacy sections" tabs={PRIVACY_TABS} current={tab} onChange={setTab} />
        <TabPanel idPrefix={ID} value="overview" current={tab}>
          <PrivacyOverviewPanel data={data} activityCount={activities.length} onOpenTab={setTab} />
        </TabPanel>
        <TabPanel idPrefix={ID} value="data" current={tab}>
          <MyDataPanel data={data} />
        </TabPanel>
        <TabPanel idPrefix={ID} value="consent" current={tab}>
          <ConsentSettingsPanel
            // a fresh form whenever the consents on record change (after a save and reload)
            key={data.consents.map((c) => `${c.consentType}:${c.status}:${c.updatedAt}`).join('|')}
            consents={data.consents}
            dateOfBirth={user.dateOfBirth ?? data.dateOfBirth}
            onSaved={reload}
          />
        </TabPanel>
        <TabPanel idPrefix={ID} value="activity" current={tab}>
          <ActivityLogPanel activities={activities} />
        </TabPanel>
        <TabPanel idPrefix={ID} value="rights" current={tab}>
          <MyRightsPanel
            email={user.email}
            restrictions={data.restrictions}
            onChanged={reload}
            logoutHref={logoutHref}
          />
        </TabPanel>
      </>
    );
  }

  return (
    <ToastProvider defaultTimeoutMs={TOAST_TIMEOUT_MS}>
      <PageHeader
        title={title}
        subtitle="What we keep about you, the choices you made, and what you can do about it."
      />
      <Box sx={{ mb: 2 }}>
        <ParentCanSeeNotice parentEmail={parentEmail} role={user.role ?? 'student'} />
      </Box>
      {body}
    </ToastProvider>
  );
};
