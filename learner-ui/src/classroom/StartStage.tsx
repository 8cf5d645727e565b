import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { IconBadge, PLAIN_LIST } from '@portal/ui-shared';
import { lightPalette } from '@portal/ui-shared/theme';
import { StageHeading } from './StageHeading';

export interface StartStageProps {
  rememberedCode: string | null;
  busy: boolean;
  onJoinClassroom: () => void;
  onResume: () => void;
}

const STEPS = [
  'Join the classroom',
  'Pick your session, or type the code your tutor shows',
  'Answer each question when your tutor starts the quiz',
] as const;

/** Disconnected: Join Classroom, and the previous session to resume when this browser remembers one. */
export const StartStage = ({ rememberedCode, busy, onJoinClassroom, onResume }: StartStageProps) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Card sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        <IconBadge size={56} iconSize={32} sx={{ bgcolor: lightPalette.primary.soft }}>
          <GroupsRoundedIcon />
        </IconBadge>
        <StageHeading>Ready for a live quiz?</StageHeading>
      </Box>
      <Box component="ol" sx={{ ...PLAIN_LIST, display: 'grid', gap: 1.25 }}>
        {STEPS.map((step, index) => (
          <Box component="li" key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <IconBadge
              size={28}
              sx={{
                fontWeight: 800,
                fontSize: '0.9rem',
                bgcolor: lightPalette.secondary.soft,
                color: 'secondary.dark',
              }}
            >
              {index + 1}
            </IconBadge>
            <Typography>{step}</Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<LoginRoundedIcon />}
          onClick={onJoinClassroom}
          disabled={busy}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Join Classroom
        </Button>
      </Box>
    </Card>
    {rememberedCode && (
      <Card
        component="section"
        aria-labelledby="classroom-resume-heading"
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          borderColor: 'primary.light',
        }}
      >
        <HistoryRoundedIcon aria-hidden color="primary" sx={{ fontSize: 32 }} />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography id="classroom-resume-heading" variant="h3">
            Resume previous session
          </Typography>
          <Typography color="text.secondary">
            You were last in session{' '}
            <Box
              component="strong"
              sx={{ fontFamily: 'monospace', letterSpacing: 1, color: 'text.primary', whiteSpace: 'nowrap' }}
            >
              {rememberedCode}
            </Box>
            .
          </Typography>
        </Box>
        <Button
          variant="outlined"
          size="large"
          onClick={onResume}
          disabled={busy}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Resume Session
        </Button>
      </Card>
    )}
  </Box>
);
