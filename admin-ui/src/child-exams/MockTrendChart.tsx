import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { SAS_SCALE } from '@portal/contracts';
import { visuallyHidden } from '../common/visuallyHidden';
import { sharedTarget, type TrendPoint } from './childMocks';

export interface MockTrendChartProps {
  /** oldest first */
  points: readonly TrendPoint[];
}

/**
 * The child's standardised score across mocks, left to right, on the whole SAS scale, with the
 * average of 100 and the school's target drawn as lines. A picture: the figures follow as a list
 * for screen readers.
 */
export const MockTrendChart = ({ points }: MockTrendChartProps) => {
  const theme = useTheme();
  const target = sharedTarget(points);
  const varyingTargets = target === null && points.some((point) => point.target !== null);
  const names = new Map(points.map((point) => [point.label, point.name]));
  const lineLabel = { fontSize: 12, fontWeight: 700, fill: theme.palette.text.primary };
  return (
    <>
      <Box aria-hidden sx={{ minWidth: 0 }} data-testid="mock-trend-chart">
        <LineChart
          dataset={points.map((point) => ({ label: point.label, sas: point.sas, target: point.target }))}
          xAxis={[
            {
              // a band a mock: the names sit under their points, clear of the chart's edges
              scaleType: 'band',
              dataKey: 'label',
              // the tick names the mock; the date is in the tooltip and the list below
              valueFormatter: (value: string, context) =>
                context.location === 'tick' ? (names.get(value) ?? value) : value,
              tickLabelStyle: { fontSize: 12 },
            },
          ]}
          yAxis={[{ min: SAS_SCALE.min, max: SAS_SCALE.max, width: 64, label: 'SAS' }]}
          series={[
            { dataKey: 'sas', label: 'Standardised score', color: theme.palette.primary.main },
            ...(varyingTargets
              ? [
                  {
                    dataKey: 'target',
                    label: 'Target',
                    color: theme.palette.text.secondary,
                    connectNulls: true,
                  },
                ]
              : []),
          ]}
          hideLegend={!varyingTargets}
          height={260}
          margin={{ left: 4, right: 24, top: 16, bottom: 4 }}
        >
          <ChartsReferenceLine
            y={SAS_SCALE.mean}
            label={`Average ${SAS_SCALE.mean}`}
            labelAlign="start"
            lineStyle={{ stroke: theme.palette.text.secondary, strokeDasharray: '2 4' }}
            labelStyle={lineLabel}
          />
          {target !== null ? (
            <ChartsReferenceLine
              y={target}
              label={`Target ${target}`}
              labelAlign="start"
              lineStyle={{ stroke: theme.palette.warning.dark, strokeDasharray: '6 4', strokeWidth: 2 }}
              labelStyle={lineLabel}
            />
          ) : null}
        </LineChart>
      </Box>
      <Box component="ul" sx={visuallyHidden}>
        {points.map((point) => (
          <li key={point.label}>
            {point.label}: SAS {point.sas}
            {point.target !== null ? `, target ${point.target}` : ''}
          </li>
        ))}
      </Box>
    </>
  );
};
