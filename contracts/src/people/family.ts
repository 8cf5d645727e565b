import { z } from 'zod';
import { personShape, okResponse } from '../common';

/** A linked parent as staff and the parent see it (GET /students/{id}/parents): who, not how to reach the child. */
export const LinkedParent = z.object(personShape);
export type LinkedParent = z.infer<typeof LinkedParent>;

export const LinkedParentsResponse = okResponse({ parents: z.array(LinkedParent) });

/** POST /students/{id}/parents (201) */
export const ParentLinkedResponse = okResponse({ parent: LinkedParent, message: z.string() });

/** DELETE /students/{id}/parents/{parentId} */
export const ParentUnlinkedResponse = okResponse({ message: z.string() });
