import { z } from 'zod';
import { kept, keptList, optional, staffEmail, staffName } from './fields';
import { GradeInput } from './grades';
import { personNameShape, okResponse } from '../common';

/** A real calendar day, not in the future: "2016-02-30" and tomorrow are refused. */
function isPastCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const date = new Date(`${value}T00:00:00.000Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getTime() <= Date.now()
  );
}

/** A date of birth as the form sends it: blank is "not given"; a given one is a real past date. */
const OptionalBirthDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null))
  .refine((value) => value === null || isPastCalendarDay(value), 'Please enter a valid date of birth');

const OptionalParentEmail = z
  .string()
  .trim()
  .max(254, 'Parent email is invalid')
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || z.email().safeParse(value).success, 'Parent email is invalid');

const TargetSchools = z
  .union([z.string().max(1000), z.array(z.string().max(200)).max(20)])
  .nullish()
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

/** POST /students (admin, tutor). An admin may name the student's tutor. */
export const CreateStudentRequest = z.object({
  firstName: staffName('First name is required'),
  lastName: staffName('Last name is required'),
  email: staffEmail,
  grade: GradeInput,
  dateOfBirth: OptionalBirthDate,
  school: optional(200),
  parentEmail: OptionalParentEmail,
  phoneNumber: optional(40),
  tutorId: z.string().trim().max(100).nullish(),
});
export type CreateStudentRequest = z.output<typeof CreateStudentRequest>;
export type CreateStudentForm = z.input<typeof CreateStudentRequest>;

/** PUT /students/{id}: the e-mail is read-only ("Email cannot be changed"); absent fields are kept. */
export const UpdateStudentRequest = z.object({
  firstName: staffName('First name is required'),
  lastName: staffName('Last name is required'),
  email: z.string().trim().toLowerCase().optional(),
  grade: GradeInput,
  dateOfBirth: z
    .union([z.undefined(), OptionalBirthDate])
    .optional()
    .transform((value) => value),
  school: kept(200),
  parentEmail: z
    .union([z.undefined(), OptionalParentEmail])
    .optional()
    .transform((value) => value),
  parentPhone: kept(40),
  targetSchools: keptList(TargetSchools),
  specialNeeds: kept(2000),
  notes: kept(4000),
});
export type UpdateStudentRequest = z.output<typeof UpdateStudentRequest>;
export type UpdateStudentForm = z.input<typeof UpdateStudentRequest>;

export const Student = z.object({
  id: z.string(),
  /** "STU" + 6 digits */
  studentId: z.string(),
  ...personNameShape,
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  grade: z.string().nullable(),
  school: z.string().nullable(),
  parentEmail: z.string().nullable(),
  parentPhone: z.string().nullable(),
  targetSchools: z.array(z.string()),
  specialNeeds: z.string().nullable(),
  notes: z.string().nullable(),
  tutorId: z.string().nullable(),
  tutorName: z.string().nullable(),
  /** The temporary password has not been replaced yet (never signed in). */
  awaitingFirstSignIn: z.boolean(),
  createdAt: z.string(),
  /** groups module: the student's teaching group, if any, and when they joined it */
  groupId: z.string().nullable().optional(),
  groupName: z.string().nullable().optional(),
  enrollmentDate: z.string().nullable().optional(),
});
export type Student = z.infer<typeof Student>;

/** GET and PUT /students/{id}. */
export const StudentResponse = okResponse({ student: Student, message: z.string().optional() });

export const StudentSortField = z.enum(['firstName', 'lastName', 'email', 'studentId', 'grade', 'createdAt']);

export const StudentListQuery = z.object({
  grade: z.union([z.literal(''), GradeInput]).optional(),
  /** Student-Group Assignments' status filter (spec 002 §2.2): '' or absent is all */
  groupStatus: z.enum(['', 'all', 'assigned', 'unassigned']).optional(),
  /** the members of one group */
  groupId: z.string().trim().max(100).optional(),
});

export const StudentListResponse = okResponse({
  students: z.array(Student),
  /** students matching the search and grade filter ("n") */
  total: z.number().int(),
  /** every student the caller may see ("m" of "n of m students") */
  overallTotal: z.number().int(),
});

export const CreateStudentResponse = okResponse({
  student: Student,
  /** Random per student, shown once; the student must replace it at first sign-in. */
  temporaryPassword: z.string(),
  message: z.string(),
});

export const TEMPORARY_PASSWORD_MESSAGE = 'Please change your temporary password before continuing';
