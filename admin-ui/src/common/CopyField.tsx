import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { useRef, useState } from 'react';

export interface CopyFieldProps {
  /** the label's id is `${id}-label`; it names the value (an `output`, role status) */
  id: string;
  label: string;
  value: string;
  /** what is copied, lower case, in the button's name and the fallback: "link", "password" */
  what: string;
  /** the status line once copied: "Link copied to the clipboard." */
  copiedMessage: string;
  /** a secret to read out: the value large and bold, the Copy button filled */
  prominent?: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A value to copy, with Copy and its feedback. Without a clipboard (insecure context, denied) the
 * value is selected instead, so Ctrl+C copies it.
 */
export const CopyField = ({ id, label, value, what, copiedMessage, prominent = false }: CopyFieldProps) => {
  const [copy, setCopy] = useState<CopyState>('idle');
  const valueRef = useRef<HTMLElement>(null);
  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      const node = valueRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        selection.selectAllChildren(node);
      }
      setCopy('failed');
    }
  };
  const labelId = `${id}-label`;
  return (
    <Box>
      <Typography id={labelId} variant="overline" component="p" color="text.secondary">
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Box
          component="output"
          ref={valueRef}
          aria-labelledby={labelId}
          sx={{
            flex: 1,
            minWidth: 0,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            ...(prominent
              ? { fontSize: '1.25rem', fontWeight: 700, letterSpacing: '0.04em' }
              : { fontSize: '0.875rem' }),
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {value}
        </Box>
        <Button
          variant={prominent ? 'contained' : 'outlined'}
          size={prominent ? 'medium' : 'small'}
          onClick={() => void copyValue()}
          startIcon={copy === 'copied' ? <CheckRoundedIcon /> : <ContentCopyRoundedIcon />}
          aria-label={copy === 'copied' ? `${capitalised(what)} copied` : `Copy ${what}`}
        >
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ '&:not(:empty)': { mt: 0.75 } }}>
        {copy === 'copied'
          ? copiedMessage
          : copy === 'failed'
            ? `Copying is not available here: the ${what} is selected, press Ctrl+C (⌘C on a Mac).`
            : ''}
      </Typography>
    </Box>
  );
};
