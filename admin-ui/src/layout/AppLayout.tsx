import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { PortalAppBar } from './PortalAppBar';

export interface AppLayoutProps {
  children: ReactNode;
}

export const AppLayout = ({ children }: AppLayoutProps) => (
  <Layout appBar={PortalAppBar} menu={AppMenu}>
    {children}
  </Layout>
);
