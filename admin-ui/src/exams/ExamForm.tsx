import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import FileUploadRoundedIcon from '@mui/icons-material/FileUploadRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { validateExamForm, type Exam } from '@portal/contracts';
import {
  EXAM_TOAST_MS,
  createFailedMessage,
  examCreated,
  examFormProblem,
  examRequestOf,
  examUpdated,
  sumOfMarks,
  updateFailedMessage,
  UI_MESSAGES,
  type ExamFormValues,
  type ExamKeptFields,
} from './examForm';
import { ExamDetailsSection } from './ExamDetailsSection';
import { ExamSettingsSection } from './ExamSettingsSection';
import { PassageList } from './PassageList';
import { QuestionList } from './QuestionList';
import { serverMessageOf, useSaveExam } from './useExams';
import { spreadRowSx } from '../common/spreadRowSx';

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

  // the form replaces what opened it: the focus starts at its first field, the title
  useEffect(() => {
    document.getElementById('exam-title')?.focus({ preventScroll: true });
  }, []);

  const set = <K extends keyof ExamFormValues>(key: K, value: ExamFormValues[K]) => {
    onChange({ ...values, [key]: value });
  };

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
      <Box sx={spreadRowSx('flex-start', 1.5)}>
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

        <ExamDetailsSection
          values={values}
          set={set}
          titleTouched={titleTouched}
          onTitleBlur={() => setTitleTouched(true)}
        />

        <Divider />

        <ExamSettingsSection values={values} set={set} />

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
