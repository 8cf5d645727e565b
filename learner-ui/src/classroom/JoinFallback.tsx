import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ListAltRoundedIcon from '@mui/icons-material/ListAltRounded';
import { CodeEntryForm } from './CodeEntryForm';
import { StageHeading } from './StageHeading';

export interface JoinFallbackProps {
  lastCode: string | null;
  joining: string | null;
  onJoin: (code: string) => void;
  onBrowse: () => void;
}

/** The join form shown after leaving a session or when a join fails: a code, or back to the list. */
export const JoinFallback = ({ lastCode, joining, onJoin, onBrowse }: JoinFallbackProps) => (
  <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
    <StageHeading>Join a Session</StageHeading>
    <Typography color="text.secondary">
      Type the session code your tutor shares with the class, then tap Join.
    </Typography>
    <CodeEntryForm view="join" initialCode={lastCode} joining={joining} onJoin={onJoin} />
    <Box>
      <Button variant="text" startIcon={<ListAltRoundedIcon />} onClick={onBrowse}>
        Browse Active Sessions
      </Button>
    </Box>
  </Card>
);
