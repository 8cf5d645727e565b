import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { optionLetter } from '@portal/contracts';
import { FormTextField } from '@portal/ui-shared';
import { FORM_LIMITS, removeOption, setOption, type QuestionDraft } from './examForm';

interface AnswerEditorProps {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
}

interface QuestionAnswerFieldsProps extends AnswerEditorProps {
  choices: { letter: string; text: string }[];
}

/** Options and the correct answer, as the question's type needs them. */
export const QuestionAnswerFields = ({ draft, choices, onChange }: QuestionAnswerFieldsProps) => {
  switch (draft.type) {
    case 'multiple-choice':
      return <MultipleChoiceEditor draft={draft} choices={choices} onChange={onChange} />;
    case 'true-false':
      return <TrueFalseEditor draft={draft} onChange={onChange} />;
    case 'short-answer':
    case 'fill-in-blank':
      return <TextAnswerEditor draft={draft} onChange={onChange} />;
    case 'essay':
      return (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          Essays have no set answer: the tutor marks them.
        </Typography>
      );
  }
};

/** The options (2 to the limit, blanks left out on save), the correct one picked by its radio. */
const MultipleChoiceEditor = ({ draft, choices, onChange }: QuestionAnswerFieldsProps) => (
  <FormControl component="fieldset" sx={{ minWidth: 0 }}>
    <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
      Options and correct answer
    </FormLabel>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      Pick the correct option with its round button; blank options are left out.
    </Typography>
    <RadioGroup
      value={draft.correctAnswer}
      onChange={(event) => onChange({ ...draft, correctAnswer: event.target.value })}
      sx={{ display: 'grid', gap: 1 }}
    >
      {draft.options.map((option, index) => {
        const letter = optionLetter(index);
        const filled = choices.some((choice) => choice.letter === letter);
        return (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Radio
              value={letter}
              disabled={!filled}
              slotProps={{ input: { 'aria-label': `Option ${letter} is correct` } }}
            />
            <FormTextField
              id={`question-option-${letter}`}
              label={`Option ${letter}`}
              size="small"
              fullWidth
              autoComplete="off"
              value={option}
              onChange={(event) => onChange(setOption(draft, index, event.target.value))}
            />
            <Tooltip title="Remove option">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Remove option ${letter}`}
                  onClick={() => onChange(removeOption(draft, index))}
                  disabled={draft.options.length <= 2}
                >
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
    </RadioGroup>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
      <Button
        size="small"
        startIcon={<AddRoundedIcon />}
        onClick={() => onChange({ ...draft, options: [...draft.options, ''] })}
        disabled={draft.options.length >= FORM_LIMITS.maxOptions}
      >
        Add option
      </Button>
      <Typography
        variant="body2"
        color={draft.correctAnswer ? 'success.main' : 'text.secondary'}
        role="status"
      >
        {draft.correctAnswer
          ? `Correct answer: ${draft.correctAnswer}`
          : choices.length > 0
            ? 'No correct answer chosen yet'
            : 'Fill in the options, then choose the correct one'}
      </Typography>
    </Box>
  </FormControl>
);

const TrueFalseEditor = ({ draft, onChange }: AnswerEditorProps) => (
  <FormControl component="fieldset">
    <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
      Correct answer
    </FormLabel>
    <RadioGroup
      row
      value={draft.correctAnswer || 'True'}
      onChange={(event) => onChange({ ...draft, correctAnswer: event.target.value })}
    >
      <FormControlLabel value="True" control={<Radio />} label="True" />
      <FormControlLabel value="False" control={<Radio />} label="False" />
    </RadioGroup>
  </FormControl>
);

/** Short-answer and fill-in-the-blank: the answer as text. */
const TextAnswerEditor = ({ draft, onChange }: AnswerEditorProps) => (
  <FormTextField
    id="question-answer"
    label="Correct answer"
    autoComplete="off"
    value={draft.correctAnswer}
    onChange={(event) => onChange({ ...draft, correctAnswer: event.target.value })}
    helperText={draft.type === 'fill-in-blank' ? 'The word or words that fill the blank.' : undefined}
  />
);
