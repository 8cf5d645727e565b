import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { PortalAppBar } from './PortalAppBar';

export interface AppLayoutProps {
  children: ReactNode;
}

/** The shared AuthProvider signs everyone out at local midnight (spec §2.2); the gate then asks again. */
export const AppLayout = ({ children }: AppLayoutProps) => (
  <Layout appBar={PortalAppBar} menu={AppMenu}>
    {children}
  </Layout>
);
