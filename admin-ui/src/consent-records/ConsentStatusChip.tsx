import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import DoNotDisturbOnRoundedIcon from '@mui/icons-material/DoNotDisturbOnRounded';
import { StatusChip } from '../common/StatusChip';

export interface ConsentStatusChipProps {
  consentGiven: boolean;
}

export const ConsentStatusChip = ({ consentGiven }: ConsentStatusChipProps) =>
  consentGiven ? (
    <StatusChip label="Given" tone="success" icon={<CheckCircleRoundedIcon />} />
  ) : (
    <StatusChip label="Withdrawn" tone="warning" icon={<DoNotDisturbOnRoundedIcon />} />
  );
