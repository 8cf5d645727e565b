import Button from '@mui/material/Button';
import RemoveModeratorRoundedIcon from '@mui/icons-material/RemoveModeratorRounded';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Tutor, UpdateTutorRequest } from '@portal/contracts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { fullName } from './tutorDisplay';
import { TUTOR_MESSAGES, withReason } from './tutorMessages';
import { useUpdateTutor } from './useTutorMutations';

export interface TutorVerificationActionProps {
  tutor: Tutor;
}

export const TUTOR_VETTING_MESSAGES = {
  verified: 'Tutor verified: they can now work with students.',
  withdrawn: 'Verification withdrawn: the tutor has been signed out everywhere.',
} as const;

/** PUT /tutors/{id} keeps every profile field it is not sent (undefined is not sent). */
const UNCHANGED = {
  organizationName: undefined,
  specializations: undefined,
  qualifications: undefined,
  experience: undefined,
  contactPhone: undefined,
  address: undefined,
} satisfies Partial<UpdateTutorRequest>;

/**
 * Issue 15: a Pending tutor cannot see or create students, groups, exams, schedules or
 * classrooms until an admin verifies them here; withdrawing it (after a confirmation) makes them
 * Pending again and signs them out everywhere.
 */
export const TutorVerificationAction = ({ tutor }: TutorVerificationActionProps) => {
  const update = useUpdateTutor();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(tutor);

  const setVerified = (isVerified: boolean) =>
    update.mutate(
      {
        id: tutor.id,
        request: { ...UNCHANGED, firstName: tutor.firstName, lastName: tutor.lastName, isVerified },
      },
      {
        onSuccess: () => {
          notify(isVerified ? TUTOR_VETTING_MESSAGES.verified : TUTOR_VETTING_MESSAGES.withdrawn, {
            type: 'success',
          });
          setConfirming(false);
        },
        onError: (error) => {
          notify(withReason(TUTOR_MESSAGES.updateFailed, error), { type: 'error' });
          setConfirming(false);
        },
      },
    );

  return (
    <>
      {tutor.isVerified ? (
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<RemoveModeratorRoundedIcon />}
          onClick={() => setConfirming(true)}
          aria-label={`Withdraw verification of ${name}`}
        >
          Withdraw verification
        </Button>
      ) : (
        <Button
          size="small"
          color="success"
          variant="contained"
          startIcon={<VerifiedUserRoundedIcon />}
          onClick={() => setVerified(true)}
          loading={update.isPending}
          loadingPosition="start"
          aria-label={`Verify ${name}`}
        >
          Verify
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Withdraw the verification of ${name}?`}
        message={`${name} becomes Pending again: they are signed out everywhere and cannot see or create students, groups, exams, schedules or classrooms until an administrator verifies them again.`}
        confirmLabel="Withdraw verification"
        confirmIcon={<RemoveModeratorRoundedIcon />}
        busy={update.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => setVerified(false)}
      />
    </>
  );
};
