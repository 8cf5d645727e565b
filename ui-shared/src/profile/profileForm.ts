import type { Profile } from '@portal/contracts';
import { gradeOptionValue } from '../auth/registerForm';

/** Spec 001 §8 "Profile". */
export const PROFILE_MESSAGES = {
  loadFailed: 'Error loading profile data',
  updated: 'Profile updated successfully!',
  updateFailed: 'Error updating profile',
  passwordChanged: 'Password changed successfully!',
  passwordFailed: 'Error changing password',
} as const;

/** The profile form's values as typed: every field a string (the schema converts). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  school: string;
  grade: string;
  parentEmail: string;
  phoneNumber: string;
  organizationName: string;
  specializations: string;
  qualifications: string;
  experience: string;
  contactPhone: string;
  address: string;
}

export function profileFormValues(profile: Profile): ProfileFormValues {
  const tutor = profile.tutorProfile;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? '',
    school: profile.school ?? '',
    grade: gradeOptionValue(profile.grade),
    parentEmail: profile.parentEmail ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    organizationName: tutor?.organizationName ?? '',
    specializations: tutor?.specializations.join(', ') ?? '',
    qualifications: tutor?.qualifications ?? '',
    experience: tutor ? String(tutor.experience) : '0',
    contactPhone: tutor?.contactPhone ?? '',
    address: tutor?.address ?? '',
  };
}

/**
 * PUT /profile's body for the role (spec 001 §6): the basics, plus students' dateOfBirth, school,
 * grade, parentEmail, phoneNumber, or tutors' tutorProfile. Parents send the basics only. The
 * e-mail is never sent: it cannot be changed.
 */
export function profileUpdateInput(
  role: Profile['role'],
  values: ProfileFormValues,
): Record<string, unknown> {
  const basics = { firstName: values.firstName, lastName: values.lastName };
  if (role === 'student') {
    return {
      ...basics,
      dateOfBirth: values.dateOfBirth || null,
      school: values.school,
      grade: values.grade,
      parentEmail: values.parentEmail,
      phoneNumber: values.phoneNumber,
    };
  }
  if (role === 'tutor') {
    return {
      ...basics,
      tutorProfile: {
        organizationName: values.organizationName,
        specializations: values.specializations,
        qualifications: values.qualifications,
        experience: values.experience,
        contactPhone: values.contactPhone,
        address: values.address,
      },
    };
  }
  return basics;
}
