import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { Role } from '@portal/contracts';
import { PAGES, type PageId } from '../access/pages';
import { ComingSoonPage } from './ComingSoonPage';

/** A page that is real for some roles and still to come for others (`laterFor`). */
export const StaffOrLater = ({ page, children }: { page: PageId; children: ReactNode }) => {
  const { permissions } = usePermissions<Role>();
  return permissions && PAGES[page].laterFor?.includes(permissions) ? (
    <ComingSoonPage page={page} />
  ) : (
    children
  );
};
