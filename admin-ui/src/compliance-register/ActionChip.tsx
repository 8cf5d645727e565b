import type { ProcessingAction } from '@portal/contracts';
import { StatusChip, type StatusTone } from '../common/StatusChip';
import { processingActionLabels } from '../i18n/en';

const tones: Record<ProcessingAction, StatusTone> = {
  data_access: 'info',
  data_export: 'info',
  data_portability: 'info',
  data_update: 'primary',
  data_rectification: 'primary',
  consent_given: 'success',
  consent_withdrawn: 'warning',
  processing_restriction: 'warning',
  data_deletion: 'error',
};

export interface ActionChipProps {
  action: ProcessingAction;
}

/** The processing action as the spec names it ("data_export" → "Data export"). */
export const ActionChip = ({ action }: ActionChipProps) => (
  <StatusChip label={processingActionLabels[action]} tone={tones[action]} />
);
