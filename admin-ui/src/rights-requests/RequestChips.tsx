import type { RightsRequest } from '@portal/contracts';
import { StatusChip, type StatusTone } from '../common/StatusChip';
import { rightsRequestStatusLabels, rightsRequestTypeLabels } from '../i18n/en';

const statusTones: Record<RightsRequest['status'], StatusTone> = {
  pending: 'warning',
  completed: 'success',
  active: 'info',
  lifted: 'neutral',
};

export const RequestStatusChip = ({ status }: { status: RightsRequest['status'] }) => (
  <StatusChip label={rightsRequestStatusLabels[status]} tone={statusTones[status]} />
);

export const RequestTypeChip = ({ type }: { type: RightsRequest['type'] }) => (
  <StatusChip label={rightsRequestTypeLabels[type]} tone={type === 'erasure' ? 'error' : 'primary'} />
);
