import type {
  CreateTutorRequest,
  TutorProfile,
  UpdateTutorRequest,
  UserStreamEvent,
} from '@portal/contracts';
import type { UserDocument } from '@portal/projections';
import { z } from 'zod';

export const TutorSort = z
  .enum(['firstName', 'lastName', 'email', 'createdAt', 'experience'])
  .default('createdAt');

/** The list's sort fields, as the read model names them. */
export const TUTOR_SORT_FIELD: Record<z.infer<typeof TutorSort>, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  createdAt: 'registeredAt',
  experience: 'tutorProfile.experience',
};

export function toTutorProfile(user: UserDocument): TutorProfile {
  return {
    organizationName: user.tutorProfile?.organizationName ?? null,
    specializations: user.tutorProfile?.specializations ?? [],
    qualifications: user.tutorProfile?.qualifications ?? null,
    experience: user.tutorProfile?.experience ?? 0,
    contactPhone: user.tutorProfile?.contactPhone ?? null,
    address: user.tutorProfile?.address ?? null,
  };
}

/** The profile fields of a create or edit form (on an edit, undefined where not sent). */
type ProfileField = keyof TutorProfile;

export function profileOf<Form extends CreateTutorRequest | UpdateTutorRequest>(
  form: Form,
): Pick<Form, ProfileField> {
  return {
    organizationName: form.organizationName,
    specializations: form.specializations,
    qualifications: form.qualifications,
    experience: form.experience,
    contactPhone: form.contactPhone,
    address: form.address,
  };
}

/** What an admin's edit changes: the names, and the profile with the fields not sent kept. */
export function tutorChanges(current: UserDocument, form: UpdateTutorRequest): Record<string, unknown> {
  const sent = Object.entries(profileOf(form)).filter(([, value]) => value !== undefined);
  const tutorProfile = { ...toTutorProfile(current), ...Object.fromEntries(sent) };
  const changes: Record<string, unknown> = {};
  if (form.firstName !== current.firstName) {
    changes.firstName = form.firstName;
  }
  if (form.lastName !== current.lastName) {
    changes.lastName = form.lastName;
  }
  if (JSON.stringify(tutorProfile) !== JSON.stringify(toTutorProfile(current))) {
    changes.tutorProfile = tutorProfile;
  }
  return changes;
}

/** Deactivated, or no longer verified: the tutor is signed out everywhere (their sockets cut off too). */
export function signsTutorOut(events: readonly UserStreamEvent[]): boolean {
  return events.some(
    (event) =>
      event.type === 'AccountDeactivated' ||
      (event.type === 'TutorVerificationChanged' && !event.data.isVerified),
  );
}
