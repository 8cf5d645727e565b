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
import { NumberField } from './NumberField';
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

type EnumKey = 'examType' | 'difficulty' | 'grade';

/** The exam's three enum selects: input id, label, the values in order and their labels. */
const ENUM_SELECTS: {
  [K in EnumKey]: {
    id: string;
    label: string;
    options: readonly ExamFormValues[K][];
    labels: Readonly<Record<ExamFormValues[K], string>>;
  };
} = {
  examType: { id: 'exam-type', label: 'Exam type', options: EXAM_TYPES, labels: EXAM_TYPE_LABELS },
  difficulty: {
    id: 'exam-difficulty',
    label: 'Difficulty',
    options: DIFFICULTIES,
    labels: DIFFICULTY_LABELS,
  },
  grade: { id: 'exam-grade', label: 'Grade', options: EXAM_GRADES, labels: GRADE_LABELS },
};

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
  const enumSelect = <K extends EnumKey>(key: K) => ({
    ...ENUM_SELECTS[key],
    value: values[key],
    onChange: (value: ExamFormValues[K]) => set(key, value),
  });
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
        <OptionSelect {...enumSelect('examType')} />
        <OptionSelect {...enumSelect('difficulty')} />
        <OptionSelect {...enumSelect('grade')} />
        <NumberField
          id="exam-duration"
          label="Duration (minutes)"
          value={values.duration}
          onChange={(text) => set('duration', text)}
          onBlur={() => set('duration', String(parseDuration(values.duration)))}
          helperText={`${FORM_LIMITS.durationMin} to ${FORM_LIMITS.durationMax} minutes`}
          min={FORM_LIMITS.durationMin}
          max={FORM_LIMITS.durationMax}
        />
        <NumberField
          id="exam-passing-score"
          label="Passing score (%)"
          value={values.passingScore}
          onChange={(text) => set('passingScore', text)}
          onBlur={() => {
            const score = parsePassingScore(values.passingScore);
            set('passingScore', score === null ? '' : String(score));
          }}
          helperText="Blank: no pass mark"
          min={0}
          max={100}
        />
        <NumberField
          id="exam-total-marks"
          label="Total marks (optional)"
          value={values.totalMarks}
          onChange={(text) => set('totalMarks', text)}
          placeholder={String(marksSum)}
          helperText={`Blank: the sum of the questions' marks (${marksSum})`}
          min={1}
        />
      </Box>
    </FormSection>
  );
};
