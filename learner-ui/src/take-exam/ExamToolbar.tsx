import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CalculateRoundedIcon from '@mui/icons-material/CalculateRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import type { TakingRules } from '@portal/contracts';

export interface ExamToolbarProps {
  rules: TakingRules | null;
  calculatorOpen: boolean;
  notesOpen: boolean;
  /** focus returns here when the tool closes */
  calculatorToggle: RefObject<HTMLButtonElement | null>;
  notesToggle: RefObject<HTMLButtonElement | null>;
  onToggleCalculator: () => void;
  onToggleNotes: () => void;
}

/** The calculator and notes toggles, when the taking rules allow them. */
export const ExamToolbar = ({
  rules,
  calculatorOpen,
  notesOpen,
  calculatorToggle,
  notesToggle,
  onToggleCalculator,
  onToggleNotes,
}: ExamToolbarProps) => {
  if (!rules?.allowCalculator && !rules?.allowNotes) {
    return null;
  }
  return (
    <Box role="toolbar" aria-label="Exam tools" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {rules.allowCalculator && (
        <Button
          ref={calculatorToggle}
          variant={calculatorOpen ? 'contained' : 'outlined'}
          startIcon={<CalculateRoundedIcon />}
          aria-expanded={calculatorOpen}
          aria-controls={calculatorOpen ? 'exam-calculator' : undefined}
          onClick={onToggleCalculator}
        >
          Calculator
        </Button>
      )}
      {rules.allowNotes && (
        <Button
          ref={notesToggle}
          variant={notesOpen ? 'contained' : 'outlined'}
          startIcon={<EditNoteRoundedIcon />}
          aria-expanded={notesOpen}
          aria-controls={notesOpen ? 'exam-notes' : undefined}
          onClick={onToggleNotes}
        >
          Notes
        </Button>
      )}
    </Box>
  );
};
