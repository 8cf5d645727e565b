import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { Role } from '@portal/contracts';

/** One page, two screens: what a parent sees there, and what staff see. */
export const ByRole = ({ parent, staff }: { parent: ReactNode; staff: ReactNode }) => {
  const { permissions } = usePermissions<Role>();
  return permissions === 'parent' ? parent : staff;
};
