import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import UpdateRoundedIcon from '@mui/icons-material/UpdateRounded';
import { SCHEDULE_LIMITS, type AssignmentType } from '@portal/contracts';
import { FormTextField } from '@portal/ui-shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { StudentPicker } from '../student-picker/StudentPicker';
import { MockFields } from './MockFields';
import type { ExamChoice, GroupChoice } from './schedulesApi';
import {
  READ_ALOUD_HINT,
  SETTING_LABELS,
  endFromStart,
  withAssignmentType,
  withExam,
  withStart,
  type ScheduleFormField,
  type ScheduleFormValues,
} from './scheduleForm';

export interface ScheduleFormFieldsProps {
  values: ScheduleFormValues;
  onChange: (next: ScheduleFormValues) => void;
  /** the field the last check complained about (outlined in red) */
  errorField: ScheduleFormField | null;
  exams: UseQueryResult<ExamChoice[], unknown>;
  groups: UseQueryResult<GroupChoice[], unknown>;
  /** the tutor's existing mock names (issue 20), suggested for the mock name */
  mockNames: readonly string[];
  disabled: boolean;
}

export const FIELD_IDS: Record<ScheduleFormField, string> = {
  examId: 'schedule-exam',
  title: 'schedule-title',
  assignees: 'schedule-assignees',
  duration: 'schedule-duration',
  start: 'schedule-start',
  end: 'schedule-end',
  grace: 'schedule-grace',
  mock: 'schedule-mock',
  mockName: 'schedule-mock-name',
  mockTarget: 'schedule-mock-target',
};

/** the fields typed as text, each with its own id and check */
type TypedField = Extract<ScheduleFormField, 'title' | 'duration' | 'start' | 'end' | 'grace'>;

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** "could not load" under a choice list, with Retry. */
const ChoiceFailure = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <Alert
    severity="warning"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        Retry
      </Button>
    }
  >
    The {what} could not be loaded.
  </Alert>
);

/** Spec 002 §2.3 and §5: what, for whom, when and how; the dialog checks and sends. */
export const ScheduleFormFields = ({
  values,
  onChange,
  errorField,
  exams,
  groups,
  mockNames,
  disabled,
}: ScheduleFormFieldsProps) => {
  const set = (patch: Partial<ScheduleFormValues>) => onChange({ ...values, ...patch });
  // what every typed field shares: its id, value, the red outline when checked, the change
  const typed = (field: TypedField) => ({
    id: FIELD_IDS[field],
    fullWidth: true,
    value: values[field],
    disabled,
    error: errorField === field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [field]: event.target.value }),
  });
  const optionalText = (field: 'description' | 'instructions') => ({
    id: `schedule-${field}`,
    fullWidth: true,
    multiline: true,
    minRows: 2,
    value: values[field],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [field]: event.target.value }),
  });
  const examList = exams.data ?? [];
  const groupList = groups.data ?? [];
  // an edited schedule's exam may have been deleted since: keep it visible, not a blank select
  const examMissing =
    values.examId !== '' && exams.isSuccess && !examList.some((e) => e.id === values.examId);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FormTextField
        select
        id={FIELD_IDS.examId}
        label="Exam"
        required
        fullWidth
        autoFocus
        value={exams.isSuccess || values.examId === '' ? values.examId : ''}
        disabled={disabled}
        error={errorField === 'examId'}
        helperText={exams.isPending ? 'Loading exams…' : undefined}
        onChange={(event) => {
          const exam = examList.find((candidate) => candidate.id === event.target.value);
          if (exam) {
            onChange(withExam(values, exam));
          }
        }}
      >
        <MenuItem value="" disabled>
          <em>
            {examList.length === 0 && exams.isSuccess ? 'No exams yet: create one first' : 'Choose an exam'}
          </em>
        </MenuItem>
        {examMissing ? (
          <MenuItem value={values.examId} disabled>
            Exam no longer available
          </MenuItem>
        ) : null}
        {examList.map((exam) => (
          <MenuItem key={exam.id} value={exam.id}>
            {exam.title} · {exam.questionCount} questions · {exam.duration} min
          </MenuItem>
        ))}
      </FormTextField>
      {exams.isError ? <ChoiceFailure what="exams" onRetry={() => void exams.refetch()} /> : null}

      <FormTextField
        {...typed('title')}
        label="Title"
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box sx={twoColumns}>
        <FormTextField {...optionalText('description')} label="Description (optional)" />
        <FormTextField {...optionalText('instructions')} label="Instructions (optional)" />
      </Box>

      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          Assign to
        </FormLabel>
        <RadioGroup
          row
          name="assignmentType"
          value={values.assignmentType}
          onChange={(event) => onChange(withAssignmentType(values, event.target.value as AssignmentType))}
        >
          <FormControlLabel value="group" control={<Radio />} label="A group" />
          <FormControlLabel value="individual" control={<Radio />} label="Individual students" />
        </RadioGroup>
      </FormControl>
      {values.assignmentType === 'group' ? (
        <FormTextField
          select
          id={FIELD_IDS.assignees}
          label="Group"
          required
          fullWidth
          value={groups.isSuccess || values.groupId === '' ? values.groupId : ''}
          disabled={disabled}
          error={errorField === 'assignees'}
          helperText={groups.isPending ? 'Loading groups…' : undefined}
          onChange={(event) => set({ groupId: event.target.value })}
        >
          <MenuItem value="" disabled>
            <em>{groupList.length === 0 && groups.isSuccess ? 'No groups yet' : 'Choose a group'}</em>
          </MenuItem>
          {groupList.map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {group.name} · {group.memberCount} student{group.memberCount === 1 ? '' : 's'}
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        <StudentPicker
          multiple
          id={FIELD_IDS.assignees}
          label="Students"
          value={values.students}
          disabled={disabled}
          error={errorField === 'assignees'}
          helperText={`${values.students.length} selected`}
          onChange={(students) => set({ students })}
        />
      )}
      {values.assignmentType === 'group' && groups.isError ? (
        <ChoiceFailure what="groups" onRetry={() => void groups.refetch()} />
      ) : null}

      <Box sx={twoColumns}>
        <FormTextField
          {...typed('duration')}
          label="Duration (minutes)"
          type="number"
          required
          helperText={`${SCHEDULE_LIMITS.durationMin} to ${SCHEDULE_LIMITS.durationMax} minutes`}
          slotProps={{
            htmlInput: { min: SCHEDULE_LIMITS.durationMin, max: SCHEDULE_LIMITS.durationMax, step: 5 },
          }}
        />
        <FormControlLabel
          sx={{ alignSelf: 'start', mt: 1 }}
          disabled={disabled}
          control={
            <Switch
              checked={values.hasSpecificSchedule}
              onChange={(event) => set({ hasSpecificSchedule: event.target.checked })}
            />
          }
          label="Specific schedule (start and end time)"
        />
      </Box>
      {values.hasSpecificSchedule ? (
        <Box sx={twoColumns}>
          <FormTextField
            {...typed('start')}
            label="Start date and time"
            type="datetime-local"
            required
            onChange={(event) => onChange(withStart(values, event.target.value))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <FormTextField
              {...typed('end')}
              label="End date and time"
              type="datetime-local"
              helperText="Left empty, it is the start plus the duration."
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              size="small"
              startIcon={<UpdateRoundedIcon />}
              disabled={disabled || !endFromStart(values.start, values.duration)}
              onClick={() => set({ end: endFromStart(values.start, values.duration) })}
            >
              End = start + duration
            </Button>
          </Box>
          <FormTextField
            {...typed('grace')}
            label="Grace period (minutes)"
            type="number"
            helperText={`${SCHEDULE_LIMITS.graceMin} to ${SCHEDULE_LIMITS.graceMax}: how long after the end a late student may still start`}
            slotProps={{
              htmlInput: { min: SCHEDULE_LIMITS.graceMin, max: SCHEDULE_LIMITS.graceMax, step: 1 },
            }}
          />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Without a specific schedule the students may take the exam at any time.
        </Typography>
      )}

      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          Settings
        </FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {SETTING_LABELS.map(({ key, label }) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  checked={Boolean(values.settings[key])}
                  onChange={(event) => set({ settings: { ...values.settings, [key]: event.target.checked } })}
                />
              }
              label={label}
            />
          ))}
        </FormGroup>
        <FormHelperText sx={{ mx: 0 }}>{READ_ALOUD_HINT}</FormHelperText>
      </FormControl>

      <MockFields
        values={values}
        onChange={(mock) => set({ mock })}
        errorField={errorField}
        suggestions={mockNames}
        disabled={disabled}
        ids={FIELD_IDS}
      />
    </Box>
  );
};
