import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TopicAnalysisItem } from '@portal/contracts';
import { correctCountText } from '@portal/contracts';
import { formatPercent, scoreTone } from './scores';
import { BareList } from '../common/BareList';
import { spreadRowSx } from '../common/spreadRowSx';

export interface TopicBarsProps {
  topics: readonly TopicAnalysisItem[];
  /** id of the heading that names the list */
  labelledBy?: string;
}

/**
 * Topic analysis as horizontal bars (spec 002 §2.12), coloured 80 / 60 (§9). Each bar is a
 * meter with its own text ("3 / 4 correct, 75%"), so colour is never the only signal.
 */
export const TopicBars = ({ topics, labelledBy }: TopicBarsProps) => (
  <BareList aria-labelledby={labelledBy} gap={1.75}>
    {topics.map((topic) => {
      const tone = scoreTone(topic.percentage);
      const value = Math.max(0, Math.min(100, topic.percentage));
      return (
        <Box component="li" key={topic.topic} sx={{ minWidth: 0 }}>
          <Box sx={{ ...spreadRowSx('baseline'), mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
              {topic.topic}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {correctCountText(topic.correct, topic.total)} ·{' '}
              <Box
                component="span"
                sx={{
                  fontWeight: 700,
                  color: (theme) => theme.palette[tone][theme.palette.mode === 'dark' ? 'light' : 'dark'],
                }}
              >
                {formatPercent(topic.percentage)}
              </Box>
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={value}
            color={tone}
            aria-label={`${topic.topic}: ${correctCountText(topic.correct, topic.total)}, ${formatPercent(topic.percentage)}`}
            sx={{ height: 10, borderRadius: 5 }}
          />
        </Box>
      );
    })}
  </BareList>
);
