import { StatusChip } from '../common/StatusChip';
import { formatPercent, scoreTone } from './scores';

export interface ScoreChipProps {
  percentage: number | null | undefined;
  /** e.g. "Average" → "Average 72%" */
  prefix?: string;
}

/** A percentage coloured 80 / 60 (spec 002 §9); the text carries the meaning, colour repeats it. */
export const ScoreChip = ({ percentage, prefix }: ScoreChipProps) => {
  const label = `${prefix ? `${prefix} ` : ''}${formatPercent(percentage)}`;
  return (
    <StatusChip
      label={label}
      tone={percentage === null || percentage === undefined ? 'neutral' : scoreTone(percentage)}
    />
  );
};
