import Box from '@mui/material/Box';
import { visuallyHidden } from '../common/visuallyHidden';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { examTypeLabel, formatPercent, plural } from '../analytics-common/scores';
import type { TypePerformance } from './tutorAnalyticsApi';

export interface PerformanceByTypeChartProps {
  byType: readonly TypePerformance[];
}

/**
 * The average score per exam type as horizontal bars, coloured 80 / 60 (spec 002 §9). The same
 * figures follow as a list for screen readers (the chart is drawn, not read).
 */
export const PerformanceByTypeChart = ({ byType }: PerformanceByTypeChartProps) => {
  const { palette } = useTheme();
  const dataset = byType.map((item) => ({
    label: examTypeLabel(item.examType),
    average: Math.round(item.percentage),
    attempts: item.attempts,
  }));
  return (
    <>
      <Box aria-hidden sx={{ minWidth: 0 }}>
        <BarChart
          dataset={dataset}
          layout="horizontal"
          height={Math.max(140, 56 * dataset.length + 60)}
          yAxis={[{ scaleType: 'band', dataKey: 'label', width: 128 }]}
          xAxis={[
            {
              min: 0,
              max: 100,
              valueFormatter: (value: number | null) => `${value ?? 0}%`,
              colorMap: {
                type: 'piecewise',
                thresholds: [60, 80],
                colors: [palette.error.main, palette.warning.main, palette.success.main],
              },
            },
          ]}
          series={[
            {
              dataKey: 'average',
              label: 'Average score',
              valueFormatter: (value: number | null) => formatPercent(value),
            },
          ]}
          hideLegend
          margin={{ left: 4, right: 24, top: 8, bottom: 4 }}
        />
      </Box>
      <Box component="ul" sx={visuallyHidden}>
        {dataset.map((item) => (
          <li key={item.label}>
            {item.label}: average {formatPercent(item.average)} over {plural(item.attempts, 'attempt')}
          </li>
        ))}
      </Box>
    </>
  );
};
