import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import { StatusChip } from '../common/StatusChip';

export interface ResultChipProps {
  resultStatus: string;
}

/** Spec §3: 'success' or otherwise; anything else is shown as the server words it. */
export const ResultChip = ({ resultStatus }: ResultChipProps) =>
  resultStatus === 'success' ? (
    <StatusChip label="Success" tone="success" icon={<CheckCircleRoundedIcon />} />
  ) : (
    <StatusChip
      label={
        resultStatus
          ? resultStatus.charAt(0).toUpperCase() + resultStatus.slice(1).replace(/_/g, ' ')
          : 'Unknown'
      }
      tone="error"
      icon={<ErrorRoundedIcon />}
    />
  );
