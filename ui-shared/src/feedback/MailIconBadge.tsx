import MarkEmailUnreadRoundedIcon from '@mui/icons-material/MarkEmailUnreadRounded';
import { IconBadge } from './IconBadge';

/** The round "check your e-mail" picture above a notice that waits for a mailed link. */
export const MailIconBadge = () => (
  <IconBadge size={80} iconSize={42}>
    <MarkEmailUnreadRoundedIcon />
  </IconBadge>
);
