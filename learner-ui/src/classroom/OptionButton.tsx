import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import type { OptionLetter } from '@portal/contracts';
import { scaled } from '../reading-aids/ReadingAidsScope';
import { primaryTint, primaryTintRing } from '../reading-aids/tints';
import { OPTION_LETTERS } from './quizModel';

export interface OptionButtonProps {
  letter: OptionLetter;
  text: string;
  selected: boolean;
  disabled: boolean;
  onSelect: (letter: OptionLetter) => void;
}

/** One answer, A–D: a large touch target, pressed when chosen (aria-pressed), named 'Option A: …'. */
export const OptionButton = ({ letter, text, selected, disabled, onSelect }: OptionButtonProps) => (
  <ButtonBase
    focusRipple
    aria-pressed={selected}
    aria-label={`Option ${letter}: ${text}`}
    aria-keyshortcuts={`${letter} ${OPTION_LETTERS.indexOf(letter) + 1}`}
    disabled={disabled}
    onClick={() => onSelect(letter)}
    sx={{
      width: '100%',
      minHeight: 72,
      px: { xs: 1.5, sm: 2 },
      py: 1.5,
      gap: 1.5,
      justifyContent: 'flex-start',
      textAlign: 'left',
      borderRadius: '16px',
      border: 2,
      borderColor: selected ? 'primary.main' : 'divider',
      bgcolor: selected ? primaryTint : 'background.paper',
      color: 'text.primary',
      boxShadow: selected ? primaryTintRing(2) : 'none',
      transition: 'border-color 120ms, background-color 120ms',
      '@media (hover: hover)': {
        '&:hover': { borderColor: selected ? 'primary.dark' : 'primary.light' },
      },
      '&.Mui-disabled': { opacity: selected ? 0.85 : 0.6 },
    }}
  >
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: scaled(1.1),
        bgcolor: selected ? 'primary.main' : primaryTint,
        color: selected ? 'primary.contrastText' : 'primary.dark',
      }}
    >
      {letter}
    </Box>
    <Box
      component="span"
      sx={{
        flex: 1,
        minWidth: 0,
        fontSize: { xs: scaled(1.05), sm: scaled(1.15) },
        fontWeight: selected ? 700 : 500,
        lineHeight: 1.4,
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Box>
    <CheckCircleRoundedIcon
      aria-hidden
      color="primary"
      sx={{ flexShrink: 0, fontSize: 28, visibility: selected ? 'visible' : 'hidden' }}
    />
  </ButtonBase>
);
