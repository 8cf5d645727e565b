import type { DataProvider } from 'react-admin';
import { HealthResponse } from '@portal/contracts';
import { apiFetch } from './apiFetch';

/** react-admin's CRUD methods plus the console's non-CRUD calls, as named methods (STYLE.md). */
export interface PortalDataProvider extends DataProvider {
  getHealth: () => Promise<HealthResponse>;
}

const notYet = (method: string) => () =>
  Promise.reject(new Error(`${method}: no resources are registered yet`));

/**
 * Resources arrive with later issues, each adding its routes here; until then the CRUD methods
 * reject plainly instead of pretending to return data.
 */
export const dataProvider: PortalDataProvider = {
  getList: notYet('getList'),
  getOne: notYet('getOne'),
  getMany: notYet('getMany'),
  getManyReference: notYet('getManyReference'),
  create: notYet('create'),
  update: notYet('update'),
  updateMany: notYet('updateMany'),
  delete: notYet('delete'),
  deleteMany: notYet('deleteMany'),
  // Parsed with the contract so a server/UI mismatch fails loudly here, not deep in a component.
  getHealth: async () => HealthResponse.parse(await apiFetch('/health')),
};
