import type { TargetStatus } from '@portal/contracts';
import { StatusChip } from '../common/StatusChip';
import { targetChip } from './mockResults';

export interface TargetChipProps {
  target: { status: TargetStatus; distance: number };
}

/** Above, at or below the target with the distance in SAS points; the words carry it, colour repeats it. */
export const TargetChip = ({ target }: TargetChipProps) => {
  const look = targetChip(target);
  return <StatusChip label={look.label} tone={look.tone} />;
};
