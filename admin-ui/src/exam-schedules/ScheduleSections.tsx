import Box from '@mui/material/Box';
import { ScheduleSection } from './ScheduleSection';
import type { ScheduleItem } from './schedulesApi';
import { COMPLETED_SHOWN, SECTIONS, type GroupedSchedules } from './scheduleSections';

export interface ScheduleSectionsProps {
  grouped: GroupedSchedules<ScheduleItem>;
  showCancelled: boolean;
  onProgress: (schedule: ScheduleItem) => void;
  onEdit: (schedule: ScheduleItem) => void;
  onCancel: (schedule: ScheduleItem) => void;
  /** Release results (issue 16): shown on schedules whose key is still withheld */
  onReleaseResults?: (schedule: ScheduleItem) => void;
}

/**
 * Spec 002 §2.3: Upcoming, Active Scheduled, Past Scheduled and Completed (4 until "Show all"),
 * assignments without a schedule when there are any, and the cancelled ones when asked for.
 */
export const ScheduleSections = ({ grouped, showCancelled, ...actions }: ScheduleSectionsProps) => (
  <Box sx={{ display: 'grid', gap: 4 }}>
    {SECTIONS.filter((section) => section.id !== 'assignment' || grouped.bySection.assignment.length > 0).map(
      (section) => (
        <ScheduleSection
          key={section.id}
          id={section.id}
          heading={section.heading}
          empty={section.empty}
          schedules={grouped.bySection[section.id]}
          {...(section.id === 'completed' ? { limit: COMPLETED_SHOWN } : {})}
          {...actions}
        />
      ),
    )}
    {showCancelled ? (
      <ScheduleSection
        id="cancelled"
        heading="Cancelled"
        empty="No cancelled schedules."
        schedules={grouped.cancelled}
        {...actions}
      />
    ) : null}
  </Box>
);
