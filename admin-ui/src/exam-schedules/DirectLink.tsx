import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { useRef, useState } from 'react';

export interface DirectLinkProps {
  link: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The link a student opens the schedule with, and Copy with its feedback (spec 002 §2.3). */
export const DirectLink = ({ link }: DirectLinkProps) => {
  const [copy, setCopy] = useState<CopyState>('idle');
  const linkRef = useRef<HTMLElement>(null);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // no clipboard (insecure context, denied): select the text so Ctrl+C copies it
      const node = linkRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        selection.selectAllChildren(node);
      }
      setCopy('failed');
    }
  };
  return (
    <Box>
      <Typography id="direct-link-label" variant="overline" component="p" color="text.secondary">
        Direct link for students
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
          ref={linkRef}
          aria-labelledby="direct-link-label"
          sx={{
            flex: 1,
            minWidth: 0,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '0.875rem',
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {link}
        </Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void copyLink()}
          startIcon={copy === 'copied' ? <CheckRoundedIcon /> : <ContentCopyRoundedIcon />}
          aria-label={copy === 'copied' ? 'Link copied' : 'Copy link'}
        >
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ '&:not(:empty)': { mt: 0.75 } }}>
        {copy === 'copied'
          ? 'Link copied to the clipboard.'
          : copy === 'failed'
            ? 'Copying is not available here: the link is selected, press Ctrl+C (⌘C on a Mac).'
            : ''}
      </Typography>
    </Box>
  );
};
