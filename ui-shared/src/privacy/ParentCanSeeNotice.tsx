import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';

export const PARENT_CAN_SEE_MESSAGE = 'Your parent or carer can see your exam results and progress.';

export interface ParentCanSeeNoticeProps {
  /** The linked parent's e-mail (profile.parentEmail); nothing is shown without one. */
  parentEmail?: string | null;
  /** When given, the notice shows for students only. */
  role?: string | null;
}

/**
 * ICO Children's Code, standard 11 (parental controls): a child is told plainly when a parent can
 * follow what they do.
 */
export const ParentCanSeeNotice = ({ parentEmail, role }: ParentCanSeeNoticeProps) => {
  if (!parentEmail?.trim() || (role && role.toLowerCase() !== 'student')) {
    return null;
  }
  return (
    <Box
      role="note"
      aria-label="Who can see your results"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        border: `1px solid ${theme.palette.info.light}`,
        bgcolor: alpha(theme.palette.info.main, 0.1),
        color: theme.palette.mode === 'dark' ? 'info.light' : 'info.dark',
      })}
    >
      <VisibilityRoundedIcon aria-hidden />
      <Typography sx={{ fontWeight: 600, color: 'inherit' }}>{PARENT_CAN_SEE_MESSAGE}</Typography>
    </Box>
  );
};
