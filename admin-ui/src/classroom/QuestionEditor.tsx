import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { memo, useId, useState } from 'react';
import { CLASSROOM_LIMITS, clampTimeLimit, type OptionLetter, type QuizQuestion } from '@portal/contracts';
import { OPTION_LETTERS } from './classroomState';
import type { QuestionPatch, QuestionProblems } from './quizDraft';
import { visuallyHidden } from '../common/visuallyHidden';

export interface QuestionEditorProps {
  question: QuizQuestion;
  index: number;
  /** shown once the tutor has tried to save */
  problems: QuestionProblems | undefined;
  expanded: boolean;
  onExpand: (index: number | null) => void;
  onChange: (index: number, patch: QuestionPatch) => void;
}

/** One question of the Quiz Builder: text, options A–D, the correct one, and its time limit. */
export const QuestionEditor = memo(function QuestionEditor({
  question,
  index,
  problems,
  expanded,
  onExpand,
  onChange,
}: QuestionEditorProps) {
  const id = useId();
  const [timeText, setTimeText] = useState(String(question.timeLimit));
  const hasProblems = Boolean(problems?.text || problems?.options);
  const optionsHelpId = `${id}-options-help`;

  const applyTime = () => {
    const seconds = clampTimeLimit(timeText.trim());
    setTimeText(String(seconds));
    if (seconds !== question.timeLimit) {
      onChange(index, { timeLimit: seconds });
    }
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onExpand(open ? index : null)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{
        border: 1,
        borderColor: hasProblems ? 'error.main' : 'divider',
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRoundedIcon />}
        id={`${id}-summary`}
        aria-controls={`${id}-details`}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>Question {index + 1}</Typography>
          <Typography
            color="text.secondary"
            sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {question.text.trim() || 'No text yet'}
          </Typography>
          {hasProblems ? (
            <>
              <ErrorOutlineRoundedIcon color="error" fontSize="small" aria-hidden />
              <Box component="span" sx={visuallyHidden}>
                (needs attention)
              </Box>
            </>
          ) : null}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ display: 'grid', gap: 2, pt: 0 }}>
        <TextField
          label="Question text"
          value={question.text}
          onChange={(event) => onChange(index, { text: event.target.value })}
          required
          multiline
          minRows={2}
          fullWidth
          error={Boolean(problems?.text)}
          helperText={problems?.text ?? ' '}
          slotProps={{ htmlInput: { maxLength: CLASSROOM_LIMITS.maxQuestionTextLength } }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {OPTION_LETTERS.map((letter) => (
            <TextField
              key={letter}
              label={`Option ${letter}`}
              value={question.options[letter]}
              onChange={(event) => onChange(index, { options: { [letter]: event.target.value } })}
              error={Boolean(problems?.options)}
              slotProps={{
                htmlInput: {
                  maxLength: CLASSROOM_LIMITS.maxOptionLength,
                  'aria-describedby': optionsHelpId,
                },
              }}
              fullWidth
            />
          ))}
        </Box>
        <FormHelperText id={optionsHelpId} error={Boolean(problems?.options)} sx={{ mt: -1 }}>
          {problems?.options ?? 'Fill at least 2 options; blank ones are not shown to students.'}
        </FormHelperText>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <FormControl component="fieldset">
            <FormLabel component="legend">Correct answer</FormLabel>
            <RadioGroup
              row
              value={question.correctAnswer}
              onChange={(event) => onChange(index, { correctAnswer: event.target.value as OptionLetter })}
            >
              {OPTION_LETTERS.map((letter) => (
                <FormControlLabel
                  key={letter}
                  value={letter}
                  control={<Radio />}
                  label={letter}
                  disabled={question.options[letter].trim() === '' && question.correctAnswer !== letter}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label="Time limit (seconds)"
            type="number"
            value={timeText}
            onChange={(event) => setTimeText(event.target.value)}
            onBlur={applyTime}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyTime();
              }
            }}
            helperText={`${CLASSROOM_LIMITS.timeLimitMin}–${CLASSROOM_LIMITS.timeLimitMax} s; blank gives ${CLASSROOM_LIMITS.defaultTimeLimit}`}
            slotProps={{
              htmlInput: {
                min: CLASSROOM_LIMITS.timeLimitMin,
                max: CLASSROOM_LIMITS.timeLimitMax,
                inputMode: 'numeric',
              },
            }}
            sx={{ width: 200, maxWidth: '100%' }}
          />
        </Box>
      </AccordionDetails>
    </Accordion>
  );
});
