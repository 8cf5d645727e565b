import { z } from 'zod';

/** Student grades: canonical form is the hyphenated one (spec 001 §3); sign-up's underscore form is accepted. */
export const Grade = z.enum(['year-4', 'year-5', 'year-6', 'year-7']);
export type Grade = z.infer<typeof Grade>;

/** Accepts 'year_5' as well as 'year-5' and answers the canonical form. */
export const GradeInput = z
  .string({ error: 'Grade is required' })
  .trim()
  .min(1, 'Grade is required')
  .transform((value) => value.toLowerCase().replace('_', '-'))
  .pipe(z.enum(Grade.options, { error: 'Grade must be Year 4, Year 5, Year 6 or Year 7' }));

/** Grades a signed-up student may give on sign-up and profile (spec 001 §3: year_5 … year_8 there). */
export const ProfileGrade = z.enum(['year-4', 'year-5', 'year-6', 'year-7', 'year-8']);
export type ProfileGrade = z.infer<typeof ProfileGrade>;

export const ProfileGradeInput = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase().replace('_', '-'))
  .pipe(ProfileGrade);

/** "STU" followed by 6 digits, unique per organisation. */
export const StudentNumber = z.string().regex(/^STU\d{6}$/);

export const TUTOR_EXPERIENCE = { min: 0, max: 50 } as const;
export const DASHBOARD_ITEMS = 5;

// ---- tutors (spec 001 §2.4, §3, §5) ---------------------------------------------------------

const staffName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'At most 100 characters');

/** Tutor and student forms only ask for an "@" (spec 001 §5), then the address must be a real one. */
const staffEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, 'Valid email is required')
  .refine((value) => value.includes('@'), 'Valid email is required')
  .pipe(z.email('Valid email is required'))
  .transform((value) => value.toLowerCase());

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Experience from the form: a whole number of years, 0 to 50; blank or non-numeric is 0 (spec 001 §5). */
export const TutorExperience = z
  .unknown()
  .optional()
  .transform((value) => {
    if (value === undefined || value === null || value === '') {
      return 0;
    }
    const number =
      typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
    return Number.isFinite(number) ? Math.trunc(number) : 0;
  })
  .pipe(
    z
      .number()
      .min(TUTOR_EXPERIENCE.min, 'Experience must be between 0 and 50 years')
      .max(TUTOR_EXPERIENCE.max, 'Experience must be between 0 and 50 years'),
  );

const Specializations = z
  .union([z.string().max(1000), z.array(z.string().max(100)).max(30)])
  .nullish()
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

/** In an edit, a field that is not sent keeps its value; '' or null clears it. */
const kept = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

const keptList = <T extends z.ZodType>(list: T) =>
  z
    .union([z.null(), list])
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? [])) as z.output<T> | undefined);

const TutorProfileFields = {
  organizationName: optional(200),
  specializations: Specializations,
  qualifications: optional(1000),
  experience: TutorExperience,
  contactPhone: optional(40),
  address: optional(500),
};

export const TUTOR_PASSWORD_MIN = 6;

/** POST /tutors (admin). */
export const CreateTutorRequest = z.object({
  firstName: staffName('First name is required'),
  lastName: staffName('Last name is required'),
  email: staffEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(TUTOR_PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(1024),
  ...TutorProfileFields,
});
export type CreateTutorRequest = z.output<typeof CreateTutorRequest>;
export type CreateTutorForm = z.input<typeof CreateTutorRequest>;

/** PUT /tutors/{id} (admin): the profile, the badges; the e-mail cannot change; absent fields are kept. */
export const UpdateTutorRequest = z.object({
  firstName: staffName('First name is required'),
  lastName: staffName('Last name is required'),
  email: z.string().trim().toLowerCase().optional(),
  organizationName: kept(200),
  specializations: keptList(Specializations),
  qualifications: kept(1000),
  experience: z
    .union([z.undefined(), TutorExperience])
    .optional()
    .transform((value) => value),
  contactPhone: kept(40),
  address: kept(500),
  isVerified: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type UpdateTutorRequest = z.output<typeof UpdateTutorRequest>;
export type UpdateTutorForm = z.input<typeof UpdateTutorRequest>;

export const Tutor = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  organizationName: z.string().nullable(),
  specializations: z.array(z.string()),
  qualifications: z.string().nullable(),
  experience: z.number().int(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Students this tutor teaches. */
  studentCount: z.number().int(),
});
export type Tutor = z.infer<typeof Tutor>;

export const TutorListResponse = z.object({
  success: z.literal(true),
  tutors: z.array(Tutor),
  total: z.number().int(),
});
export const TutorResponse = z.object({
  success: z.literal(true),
  tutor: Tutor,
  message: z.string().optional(),
});

// ---- students (spec 001 §2.5, §3, §5) -------------------------------------------------------

/** Grade choices of student management (spec 001 §5), in order. */
export const STUDENT_GRADES = [
  { value: 'year-4', label: 'Year 4' },
  { value: 'year-5', label: 'Year 5' },
  { value: 'year-6', label: 'Year 6' },
  { value: 'year-7', label: 'Year 7' },
] as const;

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
  firstName: z.string(),
  lastName: z.string(),
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
export const StudentResponse = z.object({
  success: z.literal(true),
  student: Student,
  message: z.string().optional(),
});

export const StudentSortField = z.enum(['firstName', 'lastName', 'email', 'studentId', 'grade', 'createdAt']);

export const StudentListQuery = z.object({
  grade: z.union([z.literal(''), GradeInput]).optional(),
  /** Student-Group Assignments' status filter (spec 002 §2.2): '' or absent is all */
  groupStatus: z.enum(['', 'all', 'assigned', 'unassigned']).optional(),
  /** the members of one group */
  groupId: z.string().trim().max(100).optional(),
});

export const StudentListResponse = z.object({
  success: z.literal(true),
  students: z.array(Student),
  /** students matching the search and grade filter ("n") */
  total: z.number().int(),
  /** every student the caller may see ("m" of "n of m students") */
  overallTotal: z.number().int(),
});

export const CreateStudentResponse = z.object({
  success: z.literal(true),
  student: Student,
  /** Random per student, shown once; the student must replace it at first sign-in. */
  temporaryPassword: z.string(),
  message: z.string(),
});

export const TEMPORARY_PASSWORD_MESSAGE = 'Please change your temporary password before continuing';

// ---- dashboards (spec 001 §2.3, §3) ----------------------------------------------------------

export const StaffStats = z.object({
  totalTutors: z.number().int(),
  totalUsers: z.number().int(),
  totalGroups: z.number().int(),
  activeExams: z.number().int(),
});
export type StaffStats = z.infer<typeof StaffStats>;
export const StaffStatsResponse = StaffStats.extend({ success: z.literal(true) });

export const ActivityIcon = z.enum(['graduation-cap', 'book-open', 'calendar']);
export const ActivityColor = z.enum(['blue', 'green', 'purple', 'yellow']);
export const ActivityKind = z.enum(['student-added', 'exam-created', 'exam-scheduled', 'attempt-completed']);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** Icon and colour per kind of activity (spec 001 §3). */
export const ACTIVITY_STYLE: Readonly<
  Record<ActivityKind, { icon: z.infer<typeof ActivityIcon>; color: z.infer<typeof ActivityColor> }>
> = {
  'student-added': { icon: 'graduation-cap', color: 'blue' },
  'exam-created': { icon: 'book-open', color: 'green' },
  'exam-scheduled': { icon: 'calendar', color: 'purple' },
  'attempt-completed': { icon: 'graduation-cap', color: 'yellow' },
};

export const Activity = z.object({
  id: z.string(),
  kind: ActivityKind,
  icon: ActivityIcon,
  color: ActivityColor,
  title: z.string(),
  description: z.string(),
  timestamp: z.string(),
});
export type Activity = z.infer<typeof Activity>;
export const RecentActivityResponse = z.object({ success: z.literal(true), activities: z.array(Activity) });

export const ActivityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(DASHBOARD_ITEMS),
});

/** "Just now", "N min ago", "N hours ago", "N days ago" (spec 001 §2.3). */
export function relativeTime(timestamp: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(timestamp)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) {
    return 'Just now';
  }
  if (minutes < 60) {
    return `${minutes} min ago`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return `${hours} hours ago`;
  }
  return `${Math.floor(hours / 24)} days ago`;
}

// ---- a student's exams (spec 001 §2.5, §3) ---------------------------------------------------

export const StudentExamItem = z.object({
  id: z.string(),
  type: z.enum(['assignment', 'schedule']),
  exam: z.object({ id: z.string(), title: z.string(), examType: z.string().nullable() }).nullable(),
  attempts: z.array(z.object({ id: z.string(), isCompleted: z.boolean() })),
  createdAt: z.string(),
  instructions: z.string().nullable(),
});
export type StudentExamItem = z.infer<typeof StudentExamItem>;

export const StudentExamsResponse = z.object({
  success: z.literal(true),
  assignments: z.array(StudentExamItem),
  schedules: z.array(StudentExamItem),
  message: z.string(),
});
export const ClearStudentExamsResponse = z.object({
  success: z.literal(true),
  deletedCount: z.number().int(),
  message: z.string(),
});

/** "Completed" if any attempt is completed, otherwise "Pending" (spec 001 §2.5). */
export function studentExamStatus(item: Pick<StudentExamItem, 'attempts'>): 'Completed' | 'Pending' {
  return item.attempts.some((attempt) => attempt.isCompleted) ? 'Completed' : 'Pending';
}

// ---- events of the people module (past tense) ------------------------------------------------

/** A tutor's or student's record changed by staff; `changes` holds only the fields that changed. */
export const StaffRecordUpdated = z.object({
  type: z.literal('StaffRecordUpdated'),
  data: z.object({
    userId: z.string(),
    changes: z.record(z.string(), z.unknown()),
    by: z.string(),
    byRole: z.string(),
    updatedAt: z.string(),
  }),
});

/** An admin marked a tutor verified (or took it back). */
export const TutorVerificationChanged = z.object({
  type: z.literal('TutorVerificationChanged'),
  data: z.object({
    userId: z.string(),
    isVerified: z.boolean(),
    by: z.string(),
    byRole: z.string(),
    at: z.string(),
  }),
});

/** Deactivated accounts cannot sign in; their data (and their students') stays. */
export const AccountDeactivated = z.object({
  type: z.literal('AccountDeactivated'),
  data: z.object({ userId: z.string(), by: z.string(), byRole: z.string(), at: z.string() }),
});
export const AccountReactivated = z.object({
  type: z.literal('AccountReactivated'),
  data: z.object({ userId: z.string(), by: z.string(), byRole: z.string(), at: z.string() }),
});

/** Reserves a student number ("STU" + 6 digits): its stream exists once per organisation. */
export const StudentNumberReserved = z.object({
  type: z.literal('StudentNumberReserved'),
  data: z.object({ userId: z.string(), reservedAt: z.string() }),
});

/**
 * A tutor cleared a student's exams: every read model drops these assignments, schedules and
 * attempts for the student; the log keeps their history.
 */
export const StudentExamsCleared = z.object({
  type: z.literal('StudentExamsCleared'),
  data: z.object({
    studentId: z.string(),
    organisationId: z.string(),
    by: z.string(),
    byRole: z.string(),
    assignmentIds: z.array(z.string()),
    scheduleIds: z.array(z.string()),
    attemptIds: z.array(z.string()),
    clearedAt: z.string(),
  }),
});

/** How a parent's link to a child was proven: never by an e-mail address alone. */
export const ParentLinkMethod = z.enum(['consent_link', 'staff', 'migrated']);
export type ParentLinkMethod = z.infer<typeof ParentLinkMethod>;

/**
 * A parent account may see a child: proven by the link e-mailed to the child's parent address
 * (`consent_link`), vouched for by the child's tutor or an admin (`staff`), or carried over from
 * a confirmed parental consent before links existed (`migrated`). Ids only.
 */
export const ParentLinked = z.object({
  type: z.literal('ParentLinked'),
  data: z.object({
    childId: z.string(),
    parentId: z.string(),
    organisationId: z.string(),
    method: ParentLinkMethod,
    by: z.string(),
    byRole: z.string(),
    linkedAt: z.string(),
  }),
});

/** The parent, the child's tutor or an admin removed the link. */
export const ParentUnlinked = z.object({
  type: z.literal('ParentUnlinked'),
  data: z.object({
    childId: z.string(),
    parentId: z.string(),
    organisationId: z.string(),
    by: z.string(),
    byRole: z.string(),
    unlinkedAt: z.string(),
  }),
});

export const PeopleEvent = z.discriminatedUnion('type', [
  ParentLinked,
  ParentUnlinked,
  StaffRecordUpdated,
  TutorVerificationChanged,
  AccountDeactivated,
  AccountReactivated,
  StudentNumberReserved,
  StudentExamsCleared,
]);
export type PeopleEvent = z.infer<typeof PeopleEvent>;

export const peopleStreams = {
  /** one stream per child: the parents linked to them */
  family: (childId: string) => `family-${childId}`,
  studentNumber: (organisationId: string, studentNumber: string) =>
    `student-number-${organisationId}-${studentNumber}`,
  studentExams: (studentId: string) => `student-exams-${studentId}`,
} as const;
