import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import FileUploadRoundedIcon from '@mui/icons-material/FileUploadRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { EXAM_TYPE_LABELS, validateExamForm, type Exam } from '@portal/contracts';
import { FormTextField } from '@portal/ui-shared';
import {
  DIFFICULTIES,
  EXAM_GRADES,
  EXAM_TOAST_MS,
  EXAM_TYPES,
  FORM_LIMITS,
  createFailedMessage,
  examCreated,
  examFormProblem,
  examRequestOf,
  examUpdated,
  parseDuration,
  parsePassingScore,
  sumOfMarks,
  updateFailedMessage,
  UI_MESSAGES,
  type ExamFormValues,
  type ExamKeptFields,
  type ExamSettings,
} from './examForm';
import { DIFFICULTY_LABELS, GRADE_LABELS } from './examLabels';
import { PassageList } from './PassageList';
import { QuestionList } from './QuestionList';
import { serverMessageOf, useSaveExam } from './useExams';

export interface ExamDraft {
  /** null: a new exam */
  examId: string | null;
  values: ExamFormValues;
  kept: ExamKeptFields;
}

export interface ExamFormProps {
  draft: ExamDraft;
  onChange: (values: ExamFormValues) => void;
  onImport: () => void;
  onSaved: (exam: Exam) => void;
  onCancel: () => void;
}

const SETTINGS: { key: keyof ExamSettings; label: string; hint: string }[] = [
  { key: 'allowCalculator', label: 'Allow calculator', hint: 'Students may use a calculator.' },
  { key: 'allowNotes', label: 'Allow notes', hint: 'Students may write rough notes.' },
  { key: 'showTimer', label: 'Show timer', hint: 'The time left is on screen.' },
  { key: 'preventBacktrack', label: 'Prevent going back', hint: 'Answered questions cannot be revisited.' },
];

const fieldGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

interface FormSectionProps {
  id: string;
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
}

const FormSection = ({ id, title, hint, action, children }: FormSectionProps) => (
  <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" component="h3" id={id}>
          {title}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Box>
    {children}
  </Box>
);

/**
 * Spec 002 §§2.4, 5: the create and edit form — the exam's details and settings, its reading
 * passages and its questions (one open at a time, reordered by dragging or the keyboard).
 */
export const ExamForm = ({ draft, onChange, onImport, onSaved, onCancel }: ExamFormProps) => {
  const { values } = draft;
  const mode = draft.examId === null ? 'create' : 'edit';
  const notify = useNotify();
  const save = useSaveExam();
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const [titleTouched, setTitleTouched] = useState(false);

  const set = <K extends keyof ExamFormValues>(key: K, value: ExamFormValues[K]) => {
    onChange({ ...values, [key]: value });
  };
  const setSetting = (key: keyof ExamSettings, on: boolean) =>
    set('settings', { ...values.settings, [key]: on });

  const fail = (message: string, details: string[] = []) => {
    setFailure({ message, details });
    notify(message, { type: 'error', autoHideDuration: EXAM_TOAST_MS });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (event.target !== event.currentTarget) {
      return;
    }
    setFailure(null);
    setTitleTouched(true);
    const problem = examFormProblem(values, mode);
    if (problem) {
      fail(problem);
      if (problem === UI_MESSAGES.titleRequired) {
        document.getElementById('exam-title')?.focus();
      }
      return;
    }
    const request = examRequestOf(values, draft.kept);
    // the server's own rules, checked here first so the tutor sees every problem at once
    const checked = validateExamForm(request);
    if (!checked.success) {
      const first = checked.errors[0]?.message;
      fail(
        mode === 'create' ? createFailedMessage(undefined, first) : updateFailedMessage(first),
        checked.errors.map((error) => error.message),
      );
      return;
    }
    try {
      const exam = await save.mutateAsync({ id: draft.examId, request });
      notify(mode === 'create' ? examCreated(exam.title) : examUpdated(exam.title), {
        type: 'success',
        autoHideDuration: EXAM_TOAST_MS,
      });
      onSaved(exam);
    } catch (error) {
      const server = serverMessageOf(error);
      const details =
        typeof error === 'object' && error !== null && 'body' in error
          ? ((error as { body?: { fieldErrors?: { message: string }[] } }).body?.fieldErrors ?? []).map(
              (issue) => issue.message,
            )
          : [];
      fail(mode === 'create' ? createFailedMessage(server, undefined) : updateFailedMessage(server), details);
    }
  };

  const marksSum = sumOfMarks(values.questions);
  const titleBlank = values.title.trim() === '';
  const heading = mode === 'create' ? 'Create Exam' : 'Edit Exam';

  return (
    <Card
      component="section"
      aria-labelledby="exam-form-heading"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" id="exam-form-heading">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {mode === 'create'
              ? 'Set the exam up, add reading passages if it has any, then its questions.'
              : 'Changes apply to new attempts once you update the exam.'}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<FileUploadRoundedIcon />} onClick={onImport}>
          Import JSON
        </Button>
      </Box>
      <Box
        component="form"
        id="exam-form"
        noValidate
        aria-labelledby="exam-form-heading"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 3, mt: 2.5 }}
      >
        {failure ? (
          <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
            {failure.message}
            {failure.details.length > 1 ? (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {failure.details.slice(0, 8).map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}

        <FormSection id="exam-details-heading" title="Exam details">
          <FormTextField
            id="exam-title"
            label="Title"
            required
            fullWidth
            autoComplete="off"
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            onBlur={() => setTitleTouched(true)}
            error={titleTouched && titleBlank}
            helperText={titleTouched && titleBlank ? UI_MESSAGES.titleRequired : undefined}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.titleMax } }}
          />
          <FormTextField
            id="exam-description"
            label="Description (optional)"
            fullWidth
            multiline
            minRows={2}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
          <Box sx={fieldGrid}>
            <FormTextField
              select
              id="exam-type"
              label="Exam type"
              value={values.examType}
              onChange={(event) => set('examType', event.target.value as ExamFormValues['examType'])}
            >
              {EXAM_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {EXAM_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              select
              id="exam-difficulty"
              label="Difficulty"
              value={values.difficulty}
              onChange={(event) => set('difficulty', event.target.value as ExamFormValues['difficulty'])}
            >
              {DIFFICULTIES.map((difficulty) => (
                <MenuItem key={difficulty} value={difficulty}>
                  {DIFFICULTY_LABELS[difficulty]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              select
              id="exam-grade"
              label="Grade"
              value={values.grade}
              onChange={(event) => set('grade', event.target.value as ExamFormValues['grade'])}
            >
              {EXAM_GRADES.map((grade) => (
                <MenuItem key={grade} value={grade}>
                  {GRADE_LABELS[grade]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              id="exam-duration"
              label="Duration (minutes)"
              type="number"
              value={values.duration}
              onChange={(event) => set('duration', event.target.value)}
              onBlur={() => set('duration', String(parseDuration(values.duration)))}
              helperText={`${FORM_LIMITS.durationMin} to ${FORM_LIMITS.durationMax} minutes`}
              slotProps={{
                htmlInput: {
                  min: FORM_LIMITS.durationMin,
                  max: FORM_LIMITS.durationMax,
                  inputMode: 'numeric',
                },
              }}
            />
            <FormTextField
              id="exam-passing-score"
              label="Passing score (%)"
              type="number"
              value={values.passingScore}
              onChange={(event) => set('passingScore', event.target.value)}
              onBlur={() => {
                const score = parsePassingScore(values.passingScore);
                set('passingScore', score === null ? '' : String(score));
              }}
              helperText="Blank: no pass mark"
              slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
            />
            <FormTextField
              id="exam-total-marks"
              label="Total marks (optional)"
              type="number"
              value={values.totalMarks}
              onChange={(event) => set('totalMarks', event.target.value)}
              placeholder={String(marksSum)}
              helperText={`Blank: the sum of the questions' marks (${marksSum})`}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
            />
          </Box>
        </FormSection>

        <Divider />

        <FormSection
          id="exam-settings-heading"
          title="Settings"
          hint="How the exam behaves while a student takes it."
        >
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {SETTINGS.map((setting) => (
              <FormControlLabel
                key={setting.key}
                sx={{ m: 0, alignItems: 'flex-start', gap: 1 }}
                control={
                  <Switch
                    checked={values.settings[setting.key]}
                    onChange={(event) => setSetting(setting.key, event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `setting-${setting.key}-hint` } }}
                  />
                }
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {setting.label}
                    </Box>
                    <Typography id={`setting-${setting.key}-hint`} variant="body2" color="text.secondary">
                      {setting.hint}
                    </Typography>
                  </Box>
                }
              />
            ))}
            <FormControlLabel
              sx={{ m: 0, alignItems: 'flex-start', gap: 1 }}
              control={
                <Switch
                  checked={values.isActive}
                  onChange={(event) => set('isActive', event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': 'setting-active-hint' } }}
                />
              }
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    Active
                  </Box>
                  <Typography id="setting-active-hint" variant="body2" color="text.secondary">
                    Active exams can be scheduled for students.
                  </Typography>
                </Box>
              }
            />
            <FormControlLabel
              sx={{ m: 0, alignItems: 'flex-start', gap: 1 }}
              control={
                <Switch
                  checked={values.availableForPractice}
                  onChange={(event) => set('availableForPractice', event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': 'setting-practice-hint' } }}
                />
              }
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    Available for practice
                  </Box>
                  <Typography id="setting-practice-hint" variant="body2" color="text.secondary">
                    Your students may take it as practice, as often as they like, except while it is scheduled
                    for them.
                  </Typography>
                </Box>
              }
            />
          </Box>
        </FormSection>

        <Divider />

        <PassageList values={values} onChange={onChange} />

        <Divider />

        <QuestionList values={values} onChange={onChange} />

        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            justifyContent: 'flex-end',
            alignItems: 'center',
            pt: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {values.questions.length} questions · {values.totalMarks.trim() || marksSum} marks
          </Typography>
          <Button onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveRoundedIcon />}
            disabled={titleBlank}
            loading={save.isPending}
            loadingPosition="start"
          >
            {mode === 'create' ? 'Create Exam' : 'Update Exam'}
          </Button>
        </Box>
      </Box>
    </Card>
  );
};
