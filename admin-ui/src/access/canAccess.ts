import type { Role } from '@portal/contracts';
import { canOpenPage, isPageId, type PageId } from './pages';

/**
 * What each console resource lets its roles do beyond opening it. Pages without an entry can only
 * be opened ('list'). Read-only registers stay read-only even for the roles that see them.
 */
const RESOURCE_ACTIONS: Partial<Record<PageId, readonly string[]>> = {
  'compliance-register': ['list', 'export'],
  'consent-records': ['list'],
  'rights-requests': ['list'],
  'compliance-officers': ['list', 'create'],
  'mock-exams': ['list', 'show'],
};

/** react-admin's canAccess, decided from the page table: unknown resources are closed. */
export function roleCanAccess(role: Role | undefined, resource: string, action: string): boolean {
  if (!isPageId(resource) || !canOpenPage(role, resource)) {
    return false;
  }
  const actions = RESOURCE_ACTIONS[resource] ?? ['list'];
  return actions.includes(action);
}
