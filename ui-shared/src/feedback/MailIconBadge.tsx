import Box from '@mui/material/Box';
import MarkEmailUnreadRoundedIcon from '@mui/icons-material/MarkEmailUnreadRounded';

/** The round "check your e-mail" picture above a notice that waits for a mailed link. */
export const MailIconBadge = () => (
  <Box
    aria-hidden
    sx={{
      width: 80,
      height: 80,
      borderRadius: '50%',
      display: 'grid',
      placeItems: 'center',
      bgcolor: 'action.hover',
      color: 'primary.main',
    }}
  >
    <MarkEmailUnreadRoundedIcon sx={{ fontSize: 42 }} />
  </Box>
);
