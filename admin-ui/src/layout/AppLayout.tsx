import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { PortalAppBar } from './PortalAppBar';
import { useMidnightSignOut } from './useMidnightSignOut';

export interface AppLayoutProps {
  children: ReactNode;
}

export const AppLayout = ({ children }: AppLayoutProps) => {
  useMidnightSignOut();
  return (
    <Layout appBar={PortalAppBar} menu={AppMenu}>
      {children}
    </Layout>
  );
};
