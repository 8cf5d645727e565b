import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { READ_ALOUD_RATE, READING_AID_LABELS, TEXT_SIZES, type TextSize } from '@portal/contracts';
import { ToolPanelHeading } from '../take-exam/ToolPanelHeading';
import { useReadingAidsContext } from './ReadingAidsContext';

export interface ReadingAidsPanelProps {
  id: string;
  onClose: () => void;
}

const RATE_MARKS = [READ_ALOUD_RATE.min, READ_ALOUD_RATE.default, READ_ALOUD_RATE.max].map((value) => ({
  value,
  label: `${value}×`,
}));

/** The reading aids a student can turn on during an exam or a quiz (issue 19). */
export const ReadingAidsPanel = ({ id, onClose }: ReadingAidsPanelProps) => {
  const context = useReadingAidsContext();
  if (!context) {
    return null;
  }
  const { aids, change, saveError, readAloud, readAloudAllowed } = context;
  const labels = READING_AID_LABELS;
  return (
    <Card id={id} component="section" aria-label={labels.menu} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <ToolPanelHeading title={labels.menu} closeLabel="Close the reading aids" onClose={onClose} />
      <Box role="group" aria-labelledby={`${id}-size`} sx={{ display: 'grid', gap: 1 }}>
        <Typography id={`${id}-size`} sx={{ fontWeight: 700 }}>
          {labels.textSize}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={aids.textSize}
          onChange={(_event, size: TextSize | null) => size && change({ textSize: size })}
          aria-labelledby={`${id}-size`}
          sx={{ flexWrap: 'wrap' }}
        >
          {TEXT_SIZES.map((size, index) => (
            <ToggleButton
              key={size}
              value={size}
              sx={{ px: 2, fontSize: `${1 + index * 0.2}rem`, fontWeight: 700 }}
            >
              {labels.sizes[size]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid' }}>
        <FormControlLabel
          control={
            <Switch
              checked={aids.dyslexiaFont}
              onChange={(event) => change({ dyslexiaFont: event.target.checked })}
            />
          }
          label={labels.dyslexiaFont}
        />
        <FormControlLabel
          control={
            <Switch
              checked={aids.highContrast}
              onChange={(event) => change({ highContrast: event.target.checked })}
            />
          }
          label={labels.highContrast}
        />
      </Box>
      {readAloud.supported &&
        (readAloudAllowed ? (
          <Box sx={{ display: 'grid', gap: 0.5, px: 1 }}>
            <Typography id={`${id}-rate`} sx={{ fontWeight: 700 }}>
              {labels.rate}
            </Typography>
            <Slider
              // uncontrolled while dragged; saved once let go
              key={aids.readAloudRate}
              aria-labelledby={`${id}-rate`}
              defaultValue={aids.readAloudRate}
              min={READ_ALOUD_RATE.min}
              max={READ_ALOUD_RATE.max}
              step={READ_ALOUD_RATE.step}
              marks={RATE_MARKS}
              valueLabelDisplay="auto"
              getAriaValueText={(value) => `${value} times normal speed`}
              valueLabelFormat={(value) => `${value}×`}
              onChangeCommitted={(_event, value) => change({ readAloudRate: value })}
            />
          </Box>
        ) : (
          <Typography color="text.secondary">{labels.readAloudOff}</Typography>
        ))}
      {saveError && (
        <Alert severity="warning" role="alert">
          {saveError}
        </Alert>
      )}
    </Card>
  );
};
