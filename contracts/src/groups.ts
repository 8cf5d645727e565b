import { z } from 'zod';
import type { PersonalFields } from './personalData';

export const GroupGrade = z.enum(['year-4', 'year-5', 'year-6', 'year-7', 'mixed']);
export const AcademicYear = z.enum(['2023-2024', '2024-2025', '2025-2026']);
export const GroupSubject = z.enum([
  'Mathematics',
  'English',
  'Verbal Reasoning',
  'Non-Verbal Reasoning',
  'Science',
  'Creative Writing',
  'Comprehension',
]);

/** Spec 002 §9. */
export const GROUP_LIMITS = {
  minStudents: 1,
  maxStudents: 50,
  defaultMaxStudents: 20,
  defaultAcademicYear: '2024-2025',
} as const;

/**
 * Events of the groups module. Placeholder until the module defines them: a union of its event
 * schemas (each `z.object({ type: z.literal('…'), data: … })`), registered in DomainEvent.
 */
export const GroupsEvent = z.never();
export type GroupsEvent = z.infer<typeof GroupsEvent>;

/** Which fields of this module's events hold personal data (DESIGN.md §4); `null`: none. */
export const GROUPS_PERSONAL_DATA: Readonly<Record<GroupsEvent['type'], PersonalFields | null>> = {};
