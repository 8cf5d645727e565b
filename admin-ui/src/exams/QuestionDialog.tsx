import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useState, type FormEvent } from 'react';
import { EXAM_MESSAGES } from '@portal/contracts';
import { FormTextField } from '@portal/ui-shared';
import {
  DIFFICULTIES,
  FORM_LIMITS,
  QUESTION_TYPES,
  UI_MESSAGES,
  answerChoices,
  changeQuestionType,
  emptyQuestion,
  finaliseQuestion,
  linkPassage,
  parseMarks,
  questionForEditing,
  type PassageDraft,
  type QuestionDraft,
} from './examForm';
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS } from './examLabels';
import { ImageUpload } from './ImageUpload';
import { NumberField } from './NumberField';
import { OptionSelect } from './OptionSelect';
import { QuestionAnswerFields } from './QuestionAnswerFields';
import { stackedSx } from '../common/stackedSx';
import { PhoneDialog } from '../common/PhoneDialog';

export interface QuestionDialogProps {
  open: boolean;
  /** the question to edit; null adds a new one */
  question: QuestionDraft | null;
  number: number;
  passages: PassageDraft[];
  onSave: (question: QuestionDraft) => void;
  onClose: () => void;
}

/** Spec 002 §5 question editor, as a dialog (full-screen on phones). */
export const QuestionDialog = ({
  open,
  question,
  number,
  passages,
  onSave,
  onClose,
}: QuestionDialogProps) => {
  const [busy, setBusy] = useState(false);
  return (
    <PhoneDialog
      open={open}
      onClose={() => {
        if (!busy) {
          onClose();
        }
      }}
      maxWidth="md"
      aria-labelledby="question-dialog-title"
    >
      {open ? (
        <QuestionFormBody
          key={question?.id ?? 'new'}
          initial={question ? questionForEditing(question) : emptyQuestion()}
          isNew={question === null}
          number={number}
          passages={passages}
          busy={busy}
          onBusyChange={setBusy}
          onSave={onSave}
          onClose={onClose}
        />
      ) : null}
    </PhoneDialog>
  );
};

interface QuestionFormBodyProps {
  initial: QuestionDraft;
  isNew: boolean;
  number: number;
  passages: PassageDraft[];
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSave: (question: QuestionDraft) => void;
  onClose: () => void;
}

const row = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

const QuestionFormBody = ({
  initial,
  isNew,
  number,
  passages,
  busy,
  onBusyChange,
  onSave,
  onClose,
}: QuestionFormBodyProps) => {
  const [draft, setDraft] = useState(initial);
  const [marksText, setMarksText] = useState(String(initial.marks));
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const blank = draft.question.trim() === '';
  const choices = answerChoices(draft.options);

  const update = (next: QuestionDraft) => {
    setDraft(next);
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the dialog is portalled out of the exam form, but React events still bubble to it
    event.stopPropagation();
    setTouched(true);
    if (blank) {
      setProblem(UI_MESSAGES.questionRequired);
      document.getElementById('question-text')?.focus();
      return;
    }
    const saved = finaliseQuestion({ ...draft, marks: parseMarks(marksText) });
    if (saved.type === 'multiple-choice') {
      if (saved.options.length < 2) {
        setProblem(EXAM_MESSAGES.optionsRequired);
        return;
      }
      if (!saved.correctAnswer) {
        setProblem(EXAM_MESSAGES.correctAnswerRequired);
        return;
      }
    }
    onSave(
      linkPassage(
        saved,
        passages.find((passage) => passage.id === saved.passageId),
      ),
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id="question-dialog-title" sx={{ pr: 7 }}>
        {isNew ? `Add question ${number}` : `Edit question ${number}`}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers sx={stackedSx(2.5)}>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <FormTextField
          id="question-text"
          label="Question"
          required
          autoFocus
          multiline
          minRows={2}
          value={draft.question}
          onChange={(event) => update({ ...draft, question: event.target.value })}
          onBlur={() => setTouched(true)}
          error={touched && blank}
          helperText={touched && blank ? UI_MESSAGES.questionRequired : undefined}
          slotProps={{ htmlInput: { maxLength: FORM_LIMITS.questionTextMax } }}
        />
        <Box sx={row}>
          <OptionSelect
            id="question-type"
            label="Question type"
            value={draft.type}
            options={QUESTION_TYPES}
            labels={QUESTION_TYPE_LABELS}
            onChange={(type) => update(changeQuestionType(draft, type))}
          />
          <NumberField
            id="question-marks"
            label="Marks"
            value={marksText}
            onChange={setMarksText}
            onBlur={() => setMarksText(String(parseMarks(marksText)))}
            helperText={`${FORM_LIMITS.marksMin} to ${FORM_LIMITS.marksMax}`}
            min={FORM_LIMITS.marksMin}
            max={FORM_LIMITS.marksMax}
          />
          <OptionSelect
            id="question-difficulty"
            label="Difficulty"
            value={draft.difficulty}
            options={DIFFICULTIES}
            labels={DIFFICULTY_LABELS}
            onChange={(difficulty) => update({ ...draft, difficulty })}
          />
          <FormTextField
            id="question-category"
            label="Category"
            autoComplete="off"
            value={draft.category}
            onChange={(event) => update({ ...draft, category: event.target.value })}
            helperText="e.g. fractions, inference"
          />
        </Box>

        <QuestionAnswerFields draft={draft} choices={choices} onChange={update} />

        <FormTextField
          id="question-explanation"
          label="Explanation (optional)"
          multiline
          minRows={2}
          value={draft.explanation}
          onChange={(event) => update({ ...draft, explanation: event.target.value })}
          helperText="Shown to students with their results."
        />
        <FormTextField
          select
          id="question-passage"
          label="Reading passage"
          value={passages.some((passage) => passage.id === draft.passageId) ? draft.passageId : ''}
          onChange={(event) =>
            update(
              linkPassage(
                draft,
                passages.find((passage) => passage.id === event.target.value),
              ),
            )
          }
          disabled={passages.length === 0}
          helperText={
            passages.length === 0 ? 'Add a passage to the exam to link questions to it.' : undefined
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <em>No passage</em>
          </MenuItem>
          {passages.map((passage) => (
            <MenuItem key={passage.id} value={passage.id}>
              {passage.title || 'Untitled passage'}
              {passage.author ? ` — ${passage.author}` : ''}
            </MenuItem>
          ))}
        </FormTextField>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Image (optional)
          </Typography>
          <ImageUpload
            imagePath={draft.imagePath}
            onChange={(imagePath) => setDraft((current) => ({ ...current, imagePath }))}
            onBusyChange={onBusyChange}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={blank || busy}>
          {isNew ? 'Add question' : 'Save question'}
        </Button>
      </DialogActions>
    </Box>
  );
};
