import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import { formatPercent } from '../analytics-common/scores';
import type { Recommendation, TeachingRecommendations } from '@portal/contracts';

export interface RecommendationGroupsProps {
  recommendations: TeachingRecommendations;
}

const GROUPS: {
  key: keyof TeachingRecommendations;
  title: string;
  tone: 'success' | 'warning' | 'error';
  icon: typeof SvgIcon;
  none: string;
}[] = [
  {
    key: 'strengths',
    title: 'Strengths',
    tone: 'success',
    icon: EmojiEventsRoundedIcon,
    none: 'No topic at 80% or above yet.',
  },
  {
    key: 'moderate',
    title: 'Moderate',
    tone: 'warning',
    icon: TrendingUpRoundedIcon,
    none: 'No topic between 60% and 80%.',
  },
  {
    key: 'needsImprovement',
    title: 'Needs improvement',
    tone: 'error',
    icon: FlagRoundedIcon,
    none: 'No topic below 60%.',
  },
];

/** The server's sentence when it names the topic already; else "Topic (72%): sentence". */
export const itemText = ({ topic, percentage, recommendation }: Recommendation) => {
  if (topic && recommendation.toLowerCase().includes(topic.toLowerCase())) {
    return recommendation;
  }
  const label = topic ? `${topic} (${formatPercent(percentage)})` : '';
  return [label, recommendation].filter(Boolean).join(': ');
};

/** Teaching recommendations grouped as strengths, moderate and needs improvement (spec 002 §2.12). */
export const RecommendationGroups = ({ recommendations }: RecommendationGroupsProps) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    {GROUPS.map((group) => {
      const items = recommendations[group.key];
      const Icon = group.icon;
      return (
        <Box key={group.key} sx={{ borderLeft: 4, borderColor: `${group.tone}.main`, pl: 1.5 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <Icon fontSize="small" color={group.tone} aria-hidden />
            {group.title}
          </Typography>
          {items.length ? (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {items.map((item, index) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={index}
                  sx={{ overflowWrap: 'anywhere', mb: 0.25 }}
                >
                  {itemText(item)}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {group.none}
            </Typography>
          )}
        </Box>
      );
    })}
  </Box>
);
