import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { DialogFrame } from '../common/DialogFrame';
import { DuplicateDialog } from './DuplicateDialog';
import { FIELD_IDS, ScheduleFormFields } from './ScheduleFormFields';
import {
  DuplicateScheduleError,
  UnexpectedAnswerError,
  checkDuplicates,
  saveSchedule,
  type DuplicateWarning,
  type ScheduleItem,
} from './schedulesApi';
import {
  EMPTY_SCHEDULE_FORM,
  formFromSchedule,
  validateScheduleForm,
  type ScheduleFormField,
  type ScheduleFormValues,
  type ScheduleRequestBody,
} from './scheduleForm';
import { SCHEDULE_BANNERS, serverMessageOr } from './scheduleMessages';
import { SCHEDULES_KEY, useScheduleChoices } from './useSchedules';
import { DialogSubmitActions } from '../common/DialogSubmitActions';
import { MOCK_EXAMS_KEY, useMockNames } from '../mock-exams/useMockExams';
import { FailureAlert } from '../common/FailureAlert';

export interface ScheduleDialogProps {
  open: boolean;
  /** the schedule edited; null for a new one */
  schedule: ScheduleItem | null;
  onClose: () => void;
}

/**
 * Spec 002 §2.3 "Schedule Exam dialog" (create and edit): the form's own checks first, then the
 * duplicate check of each student (individual, create only), then the save; a 409 with the
 * duplicate flag opens the same warning.
 */
export const ScheduleDialog = ({ open, schedule, onClose }: ScheduleDialogProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const choices = useScheduleChoices(open);
  // the names of the tutor's mocks, so the papers of one mock are given one name (a failure: none offered)
  const mockNames = useMockNames(open);
  const [values, setValues] = useState<ScheduleFormValues>(EMPTY_SCHEDULE_FORM);
  const [errorField, setErrorField] = useState<ScheduleFormField | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [duplicate, setDuplicate] = useState<{
    warning: DuplicateWarning;
    request: ScheduleRequestBody;
  } | null>(null);

  // a fresh form each time the dialog opens: empty, or the edited schedule's
  const [openedFor, setOpenedFor] = useState<{ open: boolean; schedule: ScheduleItem | null }>({
    open,
    schedule,
  });
  if (openedFor.open !== open || openedFor.schedule !== schedule) {
    setOpenedFor({ open, schedule });
    if (open) {
      setValues(schedule ? formFromSchedule(schedule) : EMPTY_SCHEDULE_FORM);
      setErrorField(null);
      setFailure(null);
      setDuplicate(null);
    }
  }

  const editing = schedule !== null;
  const titleText = editing ? 'Edit Schedule' : 'Schedule Exam';

  const change = (next: ScheduleFormValues) => {
    setValues(next);
    setErrorField(null);
    setFailure(null);
  };

  const close = () => {
    if (!saving) {
      onClose();
    }
  };

  const save = async (request: ScheduleRequestBody) => {
    setSaving(true);
    setFailure(null);
    try {
      await saveSchedule(schedule?.id ?? null, request);
      setDuplicate(null);
      notify(editing ? SCHEDULE_BANNERS.updated : SCHEDULE_BANNERS.created, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      if (request.settings.mock || schedule?.settings?.mock) {
        void queryClient.invalidateQueries({ queryKey: MOCK_EXAMS_KEY });
      }
      onClose();
    } catch (error) {
      if (error instanceof DuplicateScheduleError) {
        setDuplicate({ warning: error.warning, request });
        return;
      }
      setDuplicate(null);
      const message =
        error instanceof UnexpectedAnswerError
          ? SCHEDULE_BANNERS.unexpectedResponse
          : serverMessageOr(error, SCHEDULE_BANNERS.saveFailed);
      setFailure(message);
      notify(message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateScheduleForm(values);
    if (!checked.ok) {
      setFailure(checked.message);
      setErrorField(checked.field);
      document.getElementById(FIELD_IDS[checked.field])?.focus();
      return;
    }
    if (!editing && checked.request.assignmentType === 'individual') {
      setSaving(true);
      let warning: DuplicateWarning | null = null;
      try {
        warning = await checkDuplicates(checked.request.examId, values.students);
      } catch {
        // the check is a courtesy: the server checks again on save and answers 409
      } finally {
        setSaving(false);
      }
      if (warning) {
        setDuplicate({ warning, request: checked.request });
        return;
      }
    }
    await save(checked.request);
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      titleId="schedule-dialog-title"
      title={titleText}
      maxWidth="md"
      actions={
        <>
          <DialogSubmitActions
            formId="schedule-form"
            submitLabel={editing ? 'Save changes' : 'Schedule Exam'}
            submitIcon={<EventAvailableRoundedIcon />}
            busy={saving}
            onCancel={close}
          />
          <DuplicateDialog
            warning={duplicate?.warning ?? null}
            busy={saving}
            onCancel={() => setDuplicate(null)}
            onUseSuggested={(title) => {
              if (duplicate) {
                setValues((current) => ({ ...current, title }));
                // the students keep the exam either way: the new name tells the two apart
                void save({ ...duplicate.request, title, allowDuplicate: true });
              }
            }}
            onProceed={() => {
              if (duplicate) {
                void save({ ...duplicate.request, allowDuplicate: true });
              }
            }}
          />
        </>
      }
    >
      <form
        id="schedule-form"
        noValidate
        aria-labelledby="schedule-dialog-title"
        onSubmit={(event) => void submit(event)}
      >
        <FailureAlert message={failure} sx={{ mb: 2 }} />
        <ScheduleFormFields
          values={values}
          onChange={change}
          errorField={errorField}
          exams={choices.exams}
          groups={choices.groups}
          mockNames={mockNames.data ?? []}
          disabled={saving}
        />
      </form>
    </DialogFrame>
  );
};
