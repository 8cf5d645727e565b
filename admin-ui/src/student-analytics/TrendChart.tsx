import Box from '@mui/material/Box';
import { visuallyHidden } from '../common/visuallyHidden';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatPercent } from '../analytics-common/scores';

export interface TrendChartProps {
  series: readonly { date: string; score: number }[];
}

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Scores over time, one point per day (at most 12 days, spec 002 §9). */
export const TrendChart = ({ series }: TrendChartProps) => (
  <>
    <Box aria-hidden sx={{ minWidth: 0 }}>
      <LineChart
        dataset={series.map((point) => ({ day: dayLabel(point.date), score: point.score }))}
        xAxis={[{ scaleType: 'point', dataKey: 'day' }]}
        yAxis={[{ min: 0, max: 100, width: 40, valueFormatter: (value: number | null) => `${value ?? 0}%` }]}
        series={[
          {
            dataKey: 'score',
            label: 'Score',
            valueFormatter: (value: number | null) => formatPercent(value),
          },
        ]}
        hideLegend
        height={220}
        margin={{ left: 4, right: 16, top: 12, bottom: 4 }}
      />
    </Box>
    <Box component="ul" sx={visuallyHidden}>
      {series.map((point) => (
        <li key={point.date}>
          {dayLabel(point.date)}: {formatPercent(point.score)}
        </li>
      ))}
    </Box>
  </>
);
