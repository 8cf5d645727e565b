import type { ProfileGrade, ReadingAids, Role, TutorProfile } from '@portal/contracts';
import type { ReadModelDocument } from '../runner/projection';

export type UserStatus = 'active' | 'pendingDeletion' | 'erased';

/** Accounts as sign-in, profile and the people screens read them. */
export interface UserDocument extends ReadModelDocument {
  organisationId: string;
  role: Role;
  status: UserStatus;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  registeredAt: string;
  updatedAt: string;
  passwordChangedAt: string | null;
  dateOfBirth: string | null;
  school: string | null;
  grade: ProfileGrade | null;
  phoneNumber: string | null;
  parentEmail: string | null;
  parentName: string | null;
  tutorProfile: TutorProfile | null;
  /** students: the reading aids they chose (issue 19); absent until they choose one */
  readingAids?: Partial<ReadingAids> | null;
  createdBy: string;
  /** people module: students created by staff, tutors' badges, deactivation */
  createdByUserId: string | null;
  studentNumber: string | null;
  tutorId: string | null;
  parentPhone: string | null;
  targetSchools: string[];
  specialNeeds: string | null;
  notes: string | null;
  mustChangePassword: boolean;
  isVerified: boolean;
  isActive: boolean;
  /** sha256 of the newest password-reset link; the link itself is never stored */
  resetTokenHash: string | null;
  resetExpiresAt: string | null;
  erasureRequestedAt: string | null;
  /**
   * The e-mail address is proven (issue 15): self-sign-up by the mailed link; accounts staff
   * created at their first sign-in; seed and ADMIN_EMAIL accounts ('system') from the start.
   */
  emailVerified: boolean;
  emailVerifiedAt: string | null;
  /** sha256 of the newest verification link (never the link), its expiry and when it was sent */
  emailVerificationTokenHash: string | null;
  emailVerificationExpiresAt: string | null;
  emailVerificationSentAt: string | null;
  /** groups module: the student's teaching group (absent on documents built before it: none) */
  groupId?: string | null;
  /** when the student joined that group */
  enrollmentDate?: string | null;
  /** family links (issue 15): on a child, the parent accounts proven to be theirs */
  parentIds?: string[];
  /** on a parent, the children linked to them */
  childIds?: string[];
  /**
   * "first last\nemail\nstudent number" in lower case: one literal test per document answers a
   * case-insensitive search over the four fields (and a full name), instead of four regexes.
   */
  searchText?: string;
}

/** What is left of an erased account: no personal data, only what keeps ids and counts stable. */
export interface ErasedUserDocument extends ReadModelDocument {
  organisationId: string;
  role: Role;
  status: 'erased';
  erasedAt: string;
}

export type UserRecord = UserDocument | ErasedUserDocument;

export function isLiveUser(user: UserRecord | null): user is UserDocument {
  return user !== null && user.status !== 'erased';
}
