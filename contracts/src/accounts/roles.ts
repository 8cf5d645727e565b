import { z } from 'zod';

/** Roles (spec 001 §6, plus the compliance officer of DESIGN.md §4). Compared in lower case. */
export const Role = z.enum(['admin', 'tutor', 'student', 'parent', 'compliance']);
export type Role = z.infer<typeof Role>;

/** Roles a person may pick at sign-up: admin and compliance accounts are never self-registered. */
export const SelfRegistrationRole = z.enum(['student', 'tutor', 'parent'], { error: 'Please select a role' });
export type SelfRegistrationRole = z.infer<typeof SelfRegistrationRole>;
