import Box from '@mui/material/Box';
import EmojiObjectsRoundedIcon from '@mui/icons-material/EmojiObjectsRounded';
import type { DashboardAttempt } from '@portal/contracts';
import { EmptyState, PLAIN_LIST } from '@portal/ui-shared';
import { AttemptRow } from './AttemptRow';
import { DashboardSection } from './DashboardSection';

export interface RecentAttemptsProps {
  /** Up to 5, newest first. */
  attempts: readonly DashboardAttempt[];
  onOpenAttempt: (attemptId: string) => void;
}

/** Spec 001 §2.3 Recent Exam Attempts, or "No exam attempts yet". */
export const RecentAttempts = ({ attempts, onOpenAttempt }: RecentAttemptsProps) => (
  <DashboardSection title="Recent Exam Attempts">
    {attempts.length === 0 ? (
      <EmptyState
        headingLevel={3}
        icon={<EmojiObjectsRoundedIcon />}
        title="No exam attempts yet"
        message="When you finish a practice exam, your score will appear here. Why not start one now?"
      />
    ) : (
      <Box
        component="ul"
        aria-label="Your latest exams"
        sx={{ ...PLAIN_LIST, mx: { xs: -1, sm: -1.5 }, display: 'grid', gap: 0.5 }}
      >
        {attempts.map((attempt) => (
          <AttemptRow key={attempt.id} attempt={attempt} onOpen={onOpenAttempt} />
        ))}
      </Box>
    )}
  </DashboardSection>
);
