import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { Role } from '@portal/contracts';
import { AccessDeniedPage } from '../layout/AccessDeniedPage';
import { VerifyingPermissions } from '../layout/VerifyingPermissions';
import { canOpenPage, type PageId } from './pages';

export interface RequirePageProps {
  page: PageId;
  children: ReactNode;
}

/**
 * Guards a custom route with the page table (react-admin's canAccess guards resources). Until the
 * role is known it shows a verifying screen rather than a decision (spec §2.2).
 */
export const RequirePage = ({ page, children }: RequirePageProps) => {
  const { permissions, isPending } = usePermissions<Role>();
  if (isPending) {
    return <VerifyingPermissions />;
  }
  return canOpenPage(permissions, page) ? children : <AccessDeniedPage />;
};
