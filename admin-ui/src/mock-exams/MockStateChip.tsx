import { StatusChip } from '../common/StatusChip';

export interface MockStateChipProps {
  /** every window of every paper has closed */
  closed: boolean;
}

/** "Open" while a window is still open (scores provisional), "Closed" once the results are final. */
export const MockStateChip = ({ closed }: MockStateChipProps) =>
  closed ? <StatusChip label="Closed" tone="success" /> : <StatusChip label="Open" tone="info" />;
