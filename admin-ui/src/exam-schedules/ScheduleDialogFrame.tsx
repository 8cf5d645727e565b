import type { ReactNode } from 'react';
import { DialogFrame } from '../common/DialogFrame';
import { stackedSx } from '../common/stackedSx';
import type { ScheduleItem } from './schedulesApi';

/** What every dialog about one schedule takes from the list. */
export interface ScheduleDialogProps {
  /** null when closed */
  schedule: ScheduleItem | null;
  onClose: () => void;
}

export interface ScheduleDialogFrameProps {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  /** the schedule's title under the dialog's, once it is known */
  scheduleTitle: string | undefined;
  /** space between the content's blocks (theme spacing) */
  contentGap: number;
  children: ReactNode;
  actions: ReactNode;
}

/** A wide dialog about one schedule: its title under the dialog's, the blocks one under another. */
export const ScheduleDialogFrame = ({ scheduleTitle, contentGap, ...frame }: ScheduleDialogFrameProps) => (
  <DialogFrame {...frame} subtitle={scheduleTitle} maxWidth="md" contentSx={stackedSx(contentGap)} />
);
