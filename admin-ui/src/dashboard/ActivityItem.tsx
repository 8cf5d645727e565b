import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { relativeTime, type Activity } from '@portal/contracts';
import { formatDateTime } from '../common/formatDate';
import { activityIcons } from './dashboardIcons';
import { IconWell } from './IconWell';

export interface ActivityItemProps {
  activity: Activity;
  now: Date;
}

/** One line of Recent Activity: icon and colour from the activity, title, description, how long ago. */
export const ActivityItem = ({ activity, now }: ActivityItemProps) => (
  <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
    <IconWell icon={activityIcons[activity.icon]} accent={activity.color} size={40} shape="circle" />
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 1.5,
        }}
      >
        <Typography component="p" sx={{ fontWeight: 600, minWidth: 0 }}>
          {activity.title}
        </Typography>
        <Typography
          component="time"
          variant="caption"
          dateTime={activity.timestamp}
          title={formatDateTime(activity.timestamp)}
          sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
        >
          {relativeTime(activity.timestamp, now)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {activity.description}
      </Typography>
    </Box>
  </Box>
);
