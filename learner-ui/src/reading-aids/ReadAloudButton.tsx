import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import StopRoundedIcon from '@mui/icons-material/StopRounded';
import VolumeUpRoundedIcon from '@mui/icons-material/VolumeUpRounded';
import { READING_AID_LABELS } from '@portal/contracts';
import { useReadingAidsContext } from './ReadingAidsContext';

export interface ReadAloudButtonProps {
  /** what this button reads, e.g. `question:<id>`: moving to another question stops it */
  what: string;
  /** the words to speak, made when pressed */
  text: () => string;
  label?: string;
}

/**
 * Read aloud, with its own pause, resume and stop (issue 19). Not shown where the browser cannot
 * speak or the schedule switched read-aloud off.
 */
export const ReadAloudButton = ({
  what,
  text,
  label = READING_AID_LABELS.readAloud,
}: ReadAloudButtonProps) => {
  const context = useReadingAidsContext();
  const reading = useRef(context?.readAloud);
  reading.current = context?.readAloud;
  useEffect(
    () => () => {
      if (reading.current?.reading === what) {
        reading.current.stop();
      }
    },
    [what],
  );
  if (!context || !context.readAloudAllowed || !context.readAloud.supported) {
    return null;
  }
  const { readAloud } = context;
  const mine = readAloud.reading === what;
  if (!mine || readAloud.state === 'idle') {
    return (
      <Button
        variant="outlined"
        size="small"
        startIcon={<VolumeUpRoundedIcon />}
        onClick={() => readAloud.read(what, text())}
      >
        {label}
      </Button>
    );
  }
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {readAloud.state === 'paused' ? (
        <Button
          variant="contained"
          size="small"
          startIcon={<PlayArrowRoundedIcon />}
          onClick={readAloud.resume}
        >
          {READING_AID_LABELS.resume}
        </Button>
      ) : (
        <Button variant="contained" size="small" startIcon={<PauseRoundedIcon />} onClick={readAloud.pause}>
          {READING_AID_LABELS.pause}
        </Button>
      )}
      <Button variant="outlined" size="small" startIcon={<StopRoundedIcon />} onClick={readAloud.stop}>
        {READING_AID_LABELS.stop}
      </Button>
    </Box>
  );
};
