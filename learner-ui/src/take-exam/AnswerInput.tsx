import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { optionLetter } from '@portal/contracts';
import { scaled } from '../reading-aids/ReadingAidsScope';
import { primaryTint } from '../reading-aids/tints';
import { visuallyHidden } from '../layout/visuallyHidden';
import { answerValue, type ExamQuestion } from './examModel';

export interface AnswerInputProps {
  question: ExamQuestion;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The answer control for each question type (spec 002 §3): A–D, True/False, text or essay. */
export const AnswerInput = ({ question, value, onChange, disabled }: AnswerInputProps) => {
  if (question.type === 'multiple-choice' || question.type === 'true-false') {
    const lettered = question.type === 'multiple-choice';
    return (
      <RadioGroup
        aria-label="Your answer"
        name={`answer-${question.id}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ display: 'grid', gap: 1.25 }}
      >
        {question.options.map((option, index) => {
          const optionValue = answerValue(question, index);
          const selected = value === optionValue;
          return (
            <FormControlLabel
              key={optionValue}
              value={optionValue}
              disabled={disabled}
              control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 28 } }} />}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
                  {lettered && (
                    <Box
                      aria-hidden
                      sx={{
                        width: 34,
                        height: 34,
                        flexShrink: 0,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        fontWeight: 800,
                        bgcolor: selected ? 'primary.main' : primaryTint,
                        color: selected ? 'primary.contrastText' : 'primary.dark',
                      }}
                    >
                      {optionLetter(index)}
                    </Box>
                  )}
                  <Typography
                    component="span"
                    sx={{ fontSize: scaled(1.1), fontWeight: selected ? 700 : 500 }}
                  >
                    {lettered && <Box component="span" sx={visuallyHidden}>{`${optionLetter(index)}: `}</Box>}
                    {option}
                  </Typography>
                </Box>
              }
              sx={{
                m: 0,
                pl: 1,
                pr: 2,
                borderRadius: 3,
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? primaryTint : 'background.paper',
                transition: 'border-color 120ms',
                '&:hover': { borderColor: 'primary.light' },
                minHeight: 60,
              }}
            />
          );
        })}
      </RadioGroup>
    );
  }
  const essay = question.type === 'essay';
  return (
    <TextField
      label="Your answer"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      fullWidth
      multiline={essay}
      minRows={essay ? 8 : undefined}
      autoComplete="off"
      slotProps={{ htmlInput: { spellCheck: essay, maxLength: essay ? 20_000 : 500 } }}
      sx={{ '& .MuiInputBase-input': { fontSize: scaled(1.15) } }}
      helperText={question.type === 'fill-in-blank' ? 'Type the missing word or number' : undefined}
    />
  );
};
