import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { TEXT_SCALE } from '@portal/contracts';
import { ReadingAidsProvider } from './ReadingAidsContext';
import { readingTheme } from './readingTheme';
import { useReadAloud } from './useReadAloud';
import type { ReadingAidsControl } from './useReadingAids';

export interface ReadingAidsScopeProps {
  /** the student's aids (`useReadingAids`), held by the page so they are read before it shows */
  control: ReadingAidsControl;
  /** false where the schedule switched read-aloud off (issue 19) */
  readAloudAllowed: boolean;
  children: ReactNode;
}

/**
 * The exam or the live quiz drawn with the student's reading aids (issue 19): their text size,
 * font and spacing, and contrast, with read-aloud for what is inside. `--reading-scale` lets
 * text sized outside the theme's type scale grow with the rest.
 */
export const ReadingAidsScope = ({ control, readAloudAllowed, children }: ReadingAidsScopeProps) => {
  const readAloud = useReadAloud(control.aids.readAloudRate);
  const { aids } = control;
  const theme = readingTheme(aids);
  const { stop } = readAloud;

  useEffect(() => {
    if (!readAloudAllowed) {
      stop();
    }
  }, [readAloudAllowed, stop]);

  return (
    <ReadingAidsProvider value={{ ...control, readAloud, readAloudAllowed }}>
      <ThemeProvider theme={theme}>
        <Box
          data-text-size={aids.textSize}
          data-dyslexia-font={aids.dyslexiaFont || undefined}
          data-high-contrast={aids.highContrast || undefined}
          sx={{
            '--reading-scale': String(TEXT_SCALE[aids.textSize]),
            fontFamily: theme.typography.fontFamily,
            color: 'text.primary',
            minWidth: 0,
            ...(aids.highContrast && {
              bgcolor: 'background.default',
              p: { xs: 1.5, sm: 2 },
              borderRadius: 3,
              // cards and panels keep their edges without shadows on black
              '& .MuiPaper-root': { border: '2px solid #FFFFFF', boxShadow: 'none', backgroundImage: 'none' },
            }),
          }}
        >
          {children}
        </Box>
      </ThemeProvider>
    </ReadingAidsProvider>
  );
};

/** A size the theme's type scale does not reach, grown with the text size aid. */
export const scaled = (rem: number) => `calc(${rem}rem * var(--reading-scale, 1))`;
