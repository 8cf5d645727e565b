import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import { StatusChip } from '../common/StatusChip';

export interface ResultChipProps {
  resultStatus: string;
}

const sentenceCase = (value: string) =>
  value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') : 'Unknown';

/**
 * Spec §3: 'success' or otherwise. 'pending' (e.g. a parent's confirmation not yet given) is a
 * wait, not a failure; anything else is shown as the server words it, as a failure.
 */
export const ResultChip = ({ resultStatus }: ResultChipProps) => {
  if (resultStatus === 'success') {
    return <StatusChip label="Success" tone="success" icon={<CheckCircleRoundedIcon />} />;
  }
  if (resultStatus === 'pending') {
    return <StatusChip label="Pending" tone="warning" icon={<HourglassTopRoundedIcon />} />;
  }
  return <StatusChip label={sentenceCase(resultStatus)} tone="error" icon={<ErrorRoundedIcon />} />;
};
