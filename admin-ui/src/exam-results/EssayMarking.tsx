import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ESSAY_MARKING_LIMITS } from '@portal/contracts';
import { StatusChip } from '../common/StatusChip';
import type { AnalysedQuestion } from '../analytics-common/questionAnalysis';
import { checkMarks, markableEssays, saveEssayMarks, type ExamResult } from './examResultsApi';
import { outlinedSx } from '../common/outlinedSx';

export interface EssayMarkingProps {
  attemptId: string;
  questions: readonly AnalysedQuestion[];
  /** the attempt's results after a save (the figures change with the marks) */
  onSaved: (result: ExamResult) => void;
}

/**
 * Essay marking on tutor-exam-results: each answered essay with its answer, a marks input
 * (0 to the question's marks), optional feedback and its own "Save marks". Essays awaiting
 * marking come first; a marked one can be marked again (the new marks replace the old).
 */
export const EssayMarking = ({ attemptId, questions, onSaved }: EssayMarkingProps) => {
  const essays = markableEssays(questions).sort(
    (a, b) => Number(b.pending) - Number(a.pending) || a.number - b.number,
  );
  if (essays.length === 0 || !attemptId) {
    return null;
  }
  const waiting = essays.filter((essay) => essay.pending).length;
  return (
    <Card component="section" aria-labelledby="essay-marking-heading" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id="essay-marking-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
        Essay marking
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
        {waiting === 0
          ? 'Every essay is marked. You can change a mark: the new one replaces it.'
          : `${waiting} ${waiting === 1 ? 'essay awaits' : 'essays await'} marking. Marked essays count in the percentage.`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        {essays.map((essay) => (
          <EssayMarkForm key={essay.id} attemptId={attemptId} essay={essay} onSaved={onSaved} />
        ))}
      </Box>
    </Card>
  );
};

interface EssayMarkFormProps {
  attemptId: string;
  essay: AnalysedQuestion;
  onSaved: (result: ExamResult) => void;
}

const EssayMarkForm = ({ attemptId, essay, onSaved }: EssayMarkFormProps) => {
  const [marks, setMarks] = useState(essay.pending ? '' : String(essay.marks));
  const [feedback, setFeedback] = useState(essay.feedback ?? '');
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: (value: number) => {
      const text = feedback.trim();
      return saveEssayMarks(attemptId, { [essay.id]: value }, text ? { [essay.id]: text } : {});
    },
    onSuccess: onSaved,
  });
  const checked = checkMarks(marks, essay.maxMarks);
  const marksError = touched && 'error' in checked ? checked.error : null;
  const ids = {
    heading: `essay-${essay.id}-heading`,
    marks: `essay-${essay.id}-marks`,
    feedback: `essay-${essay.id}-feedback`,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if ('marks' in checked && !save.isPending) {
      save.mutate(checked.marks);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={ids.heading}
      aria-busy={save.isPending}
      sx={{ display: 'grid', gap: 1.5, p: 2, ...outlinedSx }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id={ids.heading} component="h3" sx={{ fontWeight: 700 }}>
          Question {essay.number}
        </Typography>
        {essay.pending ? (
          <StatusChip label="Awaiting marking" tone="info" />
        ) : (
          <StatusChip label={`Marked ${essay.marks}/${essay.maxMarks}`} tone="success" />
        )}
      </Box>
      {essay.text ? <Typography sx={{ overflowWrap: 'anywhere' }}>{essay.text}</Typography> : null}
      <Box
        component="blockquote"
        aria-label={`Student's answer to question ${essay.number}`}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 320,
          overflowY: 'auto',
        }}
        tabIndex={0}
      >
        {essay.studentAnswer}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
        <TextField
          id={ids.marks}
          label={`Marks (0–${essay.maxMarks})`}
          type="number"
          required
          value={marks}
          onChange={(event) => setMarks(event.target.value)}
          onBlur={() => setTouched(true)}
          error={marksError !== null}
          helperText={marksError ?? `Out of ${essay.maxMarks}`}
          slotProps={{ htmlInput: { min: 0, max: essay.maxMarks, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          id={ids.feedback}
          label="Feedback (optional)"
          multiline
          minRows={2}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          helperText={`${feedback.length}/${ESSAY_MARKING_LIMITS.feedbackMaxLength}`}
          slotProps={{ htmlInput: { maxLength: ESSAY_MARKING_LIMITS.feedbackMaxLength } }}
        />
      </Box>
      {save.isError ? (
        <Alert severity="error" role="alert">
          {save.error instanceof Error ? save.error.message : 'Marks not saved'}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {save.isPending ? 'Saving…' : 'Save marks'}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {save.isSuccess && !save.isPending ? 'Marks saved' : ''}
        </Typography>
      </Box>
    </Box>
  );
};
