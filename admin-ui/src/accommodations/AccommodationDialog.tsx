import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MoreTimeRoundedIcon from '@mui/icons-material/MoreTimeRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { ATTEMPT_LIMITS, type Accommodation } from '@portal/contracts';
import { DialogFrame } from '../common/DialogFrame';
import { CurrentAdjustment } from './CurrentAdjustment';
import { StudentPicker } from '../student-picker/StudentPicker';
import type { PickedStudent } from '../student-picker/studentPicker';
import { useStudentExams } from '../students/useStudentExams';
import {
  ACCOMMODATION_TEXT,
  EMPTY_ACCOMMODATION_FORM,
  LIMITS_TEXT,
  MULTIPLIER_CHOICES,
  adjustedMinutes,
  applyingTo,
  formFromAccommodation,
  validateAccommodation,
  type AccommodationField,
  type AccommodationFormValues,
} from './accommodationForm';
import { accommodationsKey, fetchAccommodations, saveAccommodation } from './accommodationsApi';
import { useFreshQuery } from '../common/useFreshQuery';
import { useLastShown } from '../common/useLastShown';
import { DialogSubmitActions } from '../common/DialogSubmitActions';
import { FailureAlert } from '../common/FailureAlert';
import { LoadingRegion } from '@portal/ui-shared';

/** Who and what the dialog adjusts; a null student is chosen in the dialog, a null schedule too. */
export interface AccommodationTarget {
  student: PickedStudent | null;
  /** the scheduled exam; null: the tutor chooses it or "all exams" */
  schedule: { id: string; title: string; duration?: number } | null;
}

export interface AccommodationDialogProps {
  /** null when closed */
  target: AccommodationTarget | null;
  onClose: () => void;
  /** after a save (e.g. to refresh a progress view) */
  onSaved?: () => void;
}

const ALL = '';

const failureText = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : ACCOMMODATION_TEXT.saveFailed;

/**
 * Exam time adjustments for one student (issue 16 item 4; spec 002 §4 "Makeup Available"): extra
 * minutes, a time multiplier and make-up attempts, for one scheduled exam or all of them. A
 * running exam's timer follows at once (the server moves its deadline and tells the student).
 */
export const AccommodationDialog = ({ target, onClose, onSaved }: AccommodationDialogProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [student, setStudent] = useState<PickedStudent | null>(target?.student ?? null);
  const [scheduleId, setScheduleId] = useState<string>(target?.schedule?.id ?? ALL);
  const [values, setValues] = useState<AccommodationFormValues>(EMPTY_ACCOMMODATION_FORM);
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const [errorField, setErrorField] = useState<AccommodationField | 'student' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useLastShown(target, (next) => {
    setStudent(next.student);
    setScheduleId(next.schedule?.id ?? ALL);
    setValues(EMPTY_ACCOMMODATION_FORM);
    setFilledFor(null);
    setErrorField(null);
    setFailure(null);
  });
  const open = target !== null;
  const studentId = student?.id ?? null;
  const fixedSchedule = shown?.schedule ?? null;

  const current = useFreshQuery(accommodationsKey, fetchAccommodations, studentId, open);
  // the student's scheduled exams, to choose one when the dialog was not opened from a schedule
  const exams = useStudentExams(studentId ?? undefined, open && studentId !== null && !fixedSchedule);
  // assignments are schedules without a window: an adjustment or a make-up can be for either
  const scheduleChoices = [
    ...(exams.data?.schedules ?? []).map((item) => ({
      id: item.id,
      title: item.exam?.title ?? 'Scheduled exam',
    })),
    ...(exams.data?.assignments ?? []).map((item) => ({
      id: item.id,
      title: `${item.exam?.title ?? 'Exam'} (assignment, no time window)`,
    })),
  ];

  const scope = scheduleId === ALL ? null : scheduleId;
  const applying = current.data ? applyingTo(current.data, scope) : null;
  // the form starts from the adjustment saved for this scope, once it is known
  const fillKey = `${studentId ?? ''}|${scheduleId}`;
  if (current.data && filledFor !== fillKey) {
    setFilledFor(fillKey);
    const own: Accommodation | undefined = current.data.find((row) => row.scheduleId === scope);
    setValues(formFromAccommodation(own));
  }

  const save = useMutation({
    mutationFn: saveAccommodation,
    onSuccess: (answer) => {
      const moved = answer.adjustedAttempts.length;
      notify(
        moved > 0
          ? `${ACCOMMODATION_TEXT.saved}. The running exam's timer now shows the new time.`
          : ACCOMMODATION_TEXT.saved,
        { type: 'success' },
      );
      void queryClient.invalidateQueries({ queryKey: accommodationsKey(answer.accommodation.studentId) });
      onSaved?.();
      onClose();
    },
    onError: (error) => {
      const message = failureText(error);
      setFailure(message);
      notify(message, { type: 'error' });
    },
  });

  const close = () => {
    if (!save.isPending) {
      onClose();
    }
  };
  const set = (patch: Partial<AccommodationFormValues>) => {
    setValues((now) => ({ ...now, ...patch }));
    setErrorField(null);
    setFailure(null);
  };

  const busy = save.isPending;
  const ready = studentId !== null && current.isSuccess;
  const makeupAllowed = scope !== null;
  const preview = (() => {
    const duration = fixedSchedule?.duration;
    const checked = validateAccommodation(
      { ...values, makeupAttempts: '0' },
      { studentId: studentId ?? '-', scheduleId: scope },
    );
    if (!duration || !checked.ok) {
      return null;
    }
    const { extraMinutes, timeMultiplier } = checked.request;
    return `A ${duration}-minute exam lasts ${adjustedMinutes(duration, extraMinutes, timeMultiplier)} minutes for this student.`;
  })();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // make-up attempts are for one exam: "all exams" never sends them
    const sent = makeupAllowed ? values : { ...values, makeupAttempts: '0' };
    const checked = validateAccommodation(sent, { studentId, scheduleId: scope });
    if (!checked.ok) {
      setFailure(checked.message);
      setErrorField(checked.field);
      document.getElementById(`accommodation-${checked.field}`)?.focus();
      return;
    }
    save.mutate(checked.request);
  };

  /** A number field with the contract's bounds; `blocked` says why it is off (and it shows 0). */
  const limitField = (
    field: 'extraMinutes' | 'timeMultiplier' | 'makeupAttempts',
    label: string,
    htmlInput: { min: number; max: number; step: number },
    blocked: string | null = null,
  ) => (
    <TextField
      id={`accommodation-${field}`}
      label={label}
      type="number"
      value={blocked === null ? values[field] : '0'}
      disabled={busy || !ready || blocked !== null}
      error={errorField === field}
      helperText={blocked ?? LIMITS_TEXT[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      slotProps={{ htmlInput }}
    />
  );

  return (
    <DialogFrame
      open={open}
      onClose={close}
      titleId="accommodation-dialog-title"
      title="Adjust exam time"
      subtitle={shown?.student?.name}
      maxWidth="sm"
      actions={
        <>
          <DialogSubmitActions
            formId="accommodation-form"
            submitLabel="Save adjustment"
            submitIcon={<MoreTimeRoundedIcon />}
            busy={busy}
            onCancel={close}
            disabled={!ready && studentId !== null}
          />
        </>
      }
    >
      <Box
        component="form"
        id="accommodation-form"
        noValidate
        aria-labelledby="accommodation-dialog-title"
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FailureAlert message={failure} />
        {shown && !shown.student ? (
          <StudentPicker
            id="accommodation-student"
            label="Student"
            required
            autoFocus
            value={student}
            disabled={busy}
            error={errorField === 'student'}
            onChange={(picked) => {
              setStudent(picked);
              setScheduleId(fixedSchedule?.id ?? ALL);
              setErrorField(null);
              setFailure(null);
            }}
          />
        ) : null}
        {fixedSchedule ? (
          <Typography variant="body2">
            For <strong>{fixedSchedule.title}</strong>
          </Typography>
        ) : studentId ? (
          <TextField
            select
            id="accommodation-scope"
            label="For"
            value={scheduleId}
            disabled={busy}
            onChange={(event) => {
              setScheduleId(event.target.value);
              setErrorField(null);
              setFailure(null);
            }}
            helperText={
              exams.isPending
                ? 'Loading the student’s exams…'
                : exams.isError
                  ? 'The student’s scheduled exams could not be loaded: only “all exams” can be chosen.'
                  : 'An adjustment for one exam wins over the one for all exams.'
            }
          >
            <MenuItem value={ALL}>{ACCOMMODATION_TEXT.allExams}</MenuItem>
            {scheduleChoices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.title}
              </MenuItem>
            ))}
          </TextField>
        ) : null}

        {studentId === null ? null : current.isPending ? (
          <LoadingRegion label="Loading the current adjustment">
            <Skeleton variant="rounded" height={56} />
          </LoadingRegion>
        ) : current.isError ? (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void current.refetch()}>
                Retry
              </Button>
            }
          >
            {ACCOMMODATION_TEXT.loadFailed}
          </Alert>
        ) : (
          <CurrentAdjustment current={applying} scheduleId={scope} />
        )}

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {limitField('extraMinutes', 'Extra minutes', {
            min: ATTEMPT_LIMITS.extraMinutesMin,
            max: ATTEMPT_LIMITS.extraMinutesMax,
            step: 5,
          })}
          <Box sx={{ display: 'grid', gap: 0.75, alignContent: 'start' }}>
            {limitField('timeMultiplier', 'Time multiplier', {
              min: ATTEMPT_LIMITS.timeMultiplierMin,
              max: ATTEMPT_LIMITS.timeMultiplierMax,
              step: 0.05,
            })}
            <Box
              role="group"
              aria-label="Common multipliers"
              sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
            >
              {MULTIPLIER_CHOICES.map((choice) => (
                <Chip
                  key={choice}
                  size="small"
                  label={`${choice}×`}
                  disabled={busy || !ready}
                  color={Number(values.timeMultiplier) === choice ? 'primary' : 'default'}
                  variant={Number(values.timeMultiplier) === choice ? 'filled' : 'outlined'}
                  onClick={() => set({ timeMultiplier: String(choice) })}
                />
              ))}
            </Box>
          </Box>
          {limitField(
            'makeupAttempts',
            'Make-up attempts',
            { min: 0, max: ATTEMPT_LIMITS.makeupAttemptsMax, step: 1 },
            makeupAllowed ? null : ACCOMMODATION_TEXT.makeupNeedsSchedule,
          )}
          <TextField
            id="accommodation-note"
            label="Note for staff (optional)"
            multiline
            minRows={2}
            value={values.note}
            disabled={busy || !ready}
            error={errorField === 'note'}
            helperText="Why, e.g. the support plan it follows. Students do not see it."
            onChange={(event) => set({ note: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Box>
        {preview && ready ? (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {preview}
          </Typography>
        ) : null}
      </Box>
    </DialogFrame>
  );
};
