import Box from '@mui/material/Box';
import { EXAM_TYPE_LABELS } from '@portal/contracts';
import { FormTextField } from '@portal/ui-shared';
import {
  DIFFICULTIES,
  EXAM_GRADES,
  EXAM_TYPES,
  FORM_LIMITS,
  parseDuration,
  parsePassingScore,
  sumOfMarks,
  UI_MESSAGES,
  type ExamFormValues,
} from './examForm';
import { DIFFICULTY_LABELS, GRADE_LABELS } from './examLabels';
import { FormSection } from './FormSection';
import { OptionSelect } from './OptionSelect';

const fieldGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

export interface ExamDetailsSectionProps {
  values: ExamFormValues;
  set: <K extends keyof ExamFormValues>(key: K, value: ExamFormValues[K]) => void;
  /** The form was submitted or the title left: a blank title shows its message. */
  titleTouched: boolean;
  onTitleBlur: () => void;
}

/** Spec 002 §5: the exam's title, description, type, difficulty, grade, duration and marks. */
export const ExamDetailsSection = ({ values, set, titleTouched, onTitleBlur }: ExamDetailsSectionProps) => {
  const marksSum = sumOfMarks(values.questions);
  const titleBlank = values.title.trim() === '';
  return (
    <FormSection id="exam-details-heading" title="Exam details">
      <FormTextField
        id="exam-title"
        label="Title"
        required
        fullWidth
        autoComplete="off"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        onBlur={onTitleBlur}
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
        <OptionSelect
          id="exam-type"
          label="Exam type"
          value={values.examType}
          options={EXAM_TYPES}
          labels={EXAM_TYPE_LABELS}
          onChange={(examType) => set('examType', examType)}
        />
        <OptionSelect
          id="exam-difficulty"
          label="Difficulty"
          value={values.difficulty}
          options={DIFFICULTIES}
          labels={DIFFICULTY_LABELS}
          onChange={(difficulty) => set('difficulty', difficulty)}
        />
        <OptionSelect
          id="exam-grade"
          label="Grade"
          value={values.grade}
          options={EXAM_GRADES}
          labels={GRADE_LABELS}
          onChange={(grade) => set('grade', grade)}
        />
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
  );
};
