import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AppMenu } from './AppMenu';
import { PortalAppBar } from './PortalAppBar';
import { StandingNotice } from './StandingNotice';
import { isRestricted, opensWhileRestricted, useConsoleStanding } from './consoleStanding';
import { useFocusAfterNavigation } from './useFocusAfterNavigation';

export interface AppLayoutProps {
  children: ReactNode;
}

/**
 * The shared AuthProvider signs everyone out at local midnight (spec §2.2); the gate then asks again.
 * An account the server does not serve yet (issue 15: a pending tutor, an unverified address)
 * sees the reason in place of every page but its profile and privacy pages.
 */
export const AppLayout = ({ children }: AppLayoutProps) => {
  const standing = useConsoleStanding();
  const { pathname } = useLocation();
  const blocked = isRestricted(standing) && !opensWhileRestricted(pathname);
  useFocusAfterNavigation();
  return (
    <Layout appBar={PortalAppBar} menu={AppMenu}>
      {blocked ? <StandingNotice standing={standing} /> : children}
    </Layout>
  );
};
