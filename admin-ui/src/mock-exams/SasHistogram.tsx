import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { visuallyHidden } from '../common/visuallyHidden';
import { plural } from '../analytics-common/scores';
import { targetOffsetInBin, type HistogramBin } from './mockResults';

export interface SasHistogramProps {
  bins: readonly HistogramBin[];
  targetScore: number | null;
  /** children at or above the target (their overall SAS) */
  atOrAbove: number;
}

/** The target as a dashed vertical line at its point within its bin, labelled "Target 121". */
const TargetLine = ({ bin, targetScore }: { bin: HistogramBin; targetScore: number }) => {
  const theme = useTheme();
  const scale = useXScale<'band'>();
  const { top, height, left, width } = useDrawingArea();
  const start = scale(bin.label);
  if (start === undefined) {
    return null;
  }
  const x = start + scale.bandwidth() * targetOffsetInBin(bin, targetScore);
  // near the right edge the label sits on the line's left
  const labelLeft = x > left + width * 0.8;
  return (
    <g data-testid="target-line">
      <line
        x1={x}
        x2={x}
        y1={top}
        y2={top + height}
        stroke={theme.palette.text.primary}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <text
        x={labelLeft ? x - 6 : x + 6}
        y={top + 14}
        textAnchor={labelLeft ? 'end' : 'start'}
        fill={theme.palette.text.primary}
        style={{ fontSize: 13, fontWeight: 700 }}
      >
        Target {targetScore}
      </text>
    </g>
  );
};

/**
 * How the children's standardised scores spread (issue 20): a bar per five SAS points (the
 * contract's bins), the target's bin in the "at target" colour with the target drawn as a line.
 * The chart is a picture; the same figures are listed for screen readers beneath it.
 */
export const SasHistogram = ({ bins, targetScore, atOrAbove }: SasHistogramProps) => {
  const theme = useTheme();
  const targetBin = bins.find((bin) => bin.holdsTarget) ?? null;
  const scored = bins.reduce((sum, bin) => sum + bin.count, 0);
  const summary =
    targetScore === null
      ? `${plural(scored, 'child', 'children')} with a standardised score`
      : `${plural(scored, 'child', 'children')} with a standardised score; ${atOrAbove} at or above the target of ${targetScore}`;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <Box aria-hidden sx={{ minWidth: 0 }}>
        <BarChart
          dataset={bins.map((bin) => ({ label: bin.label, count: bin.count }))}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'label',
              label: 'SAS, five points a bar',
              height: 52,
              // a tick says where its bar starts ("119"), the tooltip the whole range ("119–123")
              valueFormatter: (value: string, context) =>
                context.location === 'tick' ? (value.split('–')[0] ?? value) : value,
              tickLabelStyle: { fontSize: 11 },
              colorMap: {
                type: 'ordinal',
                values: bins.map((bin) => bin.label),
                colors: bins.map((bin) =>
                  bin.holdsTarget ? theme.palette.warning.main : theme.palette.primary.main,
                ),
              },
            },
          ]}
          yAxis={[{ label: 'Children', width: 48, tickMinStep: 1 }]}
          series={[{ dataKey: 'count', label: 'Children' }]}
          hideLegend
          height={300}
          margin={{ left: 4, right: 16, top: 16, bottom: 4 }}
        >
          {targetBin && targetScore !== null ? (
            <TargetLine bin={targetBin} targetScore={targetScore} />
          ) : null}
        </BarChart>
      </Box>
      <Box component="ul" sx={visuallyHidden}>
        {bins
          .filter((bin) => bin.count > 0)
          .map((bin) => (
            <li key={bin.label}>
              SAS {bin.label}: {plural(bin.count, 'child', 'children')}
              {bin.holdsTarget ? ` (the target, ${targetScore}, is in this range)` : ''}
            </li>
          ))}
      </Box>
    </Box>
  );
};
