import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FitnessCenterRoundedIcon from '@mui/icons-material/FitnessCenterRounded';
import { errorMessage } from '@portal/ui-shared';
import type { NavigateToPage } from '../shell/pages';
import { buildPracticeSet } from './practiceSetsApi';

export interface PractiseWeakTopicsButtonProps {
  onNavigate: NavigateToPage;
}

/** From the topic cards of My Progress straight into a set of 10 on the weakest ones (issue 20 item 3). */
export const PractiseWeakTopicsButton = ({ onNavigate }: PractiseWeakTopicsButtonProps) => {
  const [building, setBuilding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const build = () => {
    setBuilding(true);
    setProblem(null);
    buildPracticeSet('weak-topics', 10).then(
      (set) => onNavigate('take-exam', { examId: set.id, accessType: 'practice' }),
      (error: unknown) => {
        setBuilding(false);
        setProblem(errorMessage(error, 'Your practice set could not be made. Please try again.'));
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant="contained"
        onClick={build}
        disabled={building}
        startIcon={building ? <CircularProgress size={18} color="inherit" /> : <FitnessCenterRoundedIcon />}
      >
        Practise my weak topics
      </Button>
      {problem && (
        <Alert severity="info" role="status">
          {problem}
        </Alert>
      )}
    </Box>
  );
};
