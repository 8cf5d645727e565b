import { z } from 'zod';
import { requiredName, signUpPassword } from './fields';
import { Email, Id, listResponse, okResponse, personNameShape } from '../common';

// ---- compliance officers (created by an admin) -----------------------------------------------

export const CreateOfficerRequest = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  email: Email,
  password: signUpPassword,
});
export type CreateOfficerRequest = z.infer<typeof CreateOfficerRequest>;

export const Officer = z.object({
  id: Id,
  ...personNameShape,
  email: z.string(),
  createdAt: z.string(),
});
export type Officer = z.infer<typeof Officer>;
/** GET /compliance/officers */
export const OfficerListResponse = listResponse('officers', Officer);
/** POST /compliance/officers (201): the officer as created. */
export const OfficerCreatedResponse = okResponse({ officer: Officer });
