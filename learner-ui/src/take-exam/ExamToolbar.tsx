import type { ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CalculateRoundedIcon from '@mui/icons-material/CalculateRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import type { TakingRules } from '@portal/contracts';
import { ReadingAidsToggle } from '../reading-aids/ReadingAidsToggle';

export interface ExamToolbarProps {
  rules: TakingRules | null;
  calculatorOpen: boolean;
  notesOpen: boolean;
  /** focus returns here when the tool closes */
  calculatorToggle: RefObject<HTMLButtonElement | null>;
  notesToggle: RefObject<HTMLButtonElement | null>;
  aidsOpen: boolean;
  aidsToggle: RefObject<HTMLButtonElement | null>;
  onToggleCalculator: () => void;
  onToggleNotes: () => void;
  onToggleAids: () => void;
}

interface ToolToggleProps {
  /** the tool's panel */
  id: string;
  label: string;
  icon: ReactNode;
  open: boolean;
  toggle: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
}

const ToolToggle = ({ id, label, icon, open, toggle, onClick }: ToolToggleProps) => (
  <Button
    ref={toggle}
    variant={open ? 'contained' : 'outlined'}
    startIcon={icon}
    aria-expanded={open}
    aria-controls={open ? id : undefined}
    onClick={onClick}
  >
    {label}
  </Button>
);

/** The reading aids toggle (every exam), and the calculator and notes when the taking rules allow them. */
export const ExamToolbar = ({
  rules,
  calculatorOpen,
  notesOpen,
  calculatorToggle,
  notesToggle,
  aidsOpen,
  aidsToggle,
  onToggleCalculator,
  onToggleNotes,
  onToggleAids,
}: ExamToolbarProps) => {
  return (
    <Box role="toolbar" aria-label="Exam tools" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <ReadingAidsToggle
        controls="exam-reading-aids"
        open={aidsOpen}
        toggle={aidsToggle}
        onClick={onToggleAids}
      />
      {rules?.allowCalculator && (
        <ToolToggle
          id="exam-calculator"
          label="Calculator"
          icon={<CalculateRoundedIcon />}
          open={calculatorOpen}
          toggle={calculatorToggle}
          onClick={onToggleCalculator}
        />
      )}
      {rules?.allowNotes && (
        <ToolToggle
          id="exam-notes"
          label="Notes"
          icon={<EditNoteRoundedIcon />}
          open={notesOpen}
          toggle={notesToggle}
          onClick={onToggleNotes}
        />
      )}
    </Box>
  );
};
