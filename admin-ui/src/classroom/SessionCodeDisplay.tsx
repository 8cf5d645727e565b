import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { useNotify } from 'react-admin';

export interface SessionCodeDisplayProps {
  code: string;
  /** the setup's regenerate button; absent once the session runs */
  onRegenerate?: () => void;
  size?: 'large' | 'medium';
}

/** The code students type to join, large and monospaced, with Copy (and regenerate in setup). */
export const SessionCodeDisplay = ({ code, onRegenerate, size = 'large' }: SessionCodeDisplayProps) => {
  const notify = useNotify();
  const copy = () => {
    // no clipboard outside secure contexts: that failure lands in the same place
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(code))
      .then(
        () => notify('Session code copied', { type: 'info' }),
        () => notify('Could not copy: select the code and copy it yourself', { type: 'warning' }),
      );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', minWidth: 0 }}>
      <Box
        component="output"
        aria-label="Session code"
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontWeight: 700,
          fontSize: size === 'large' ? { xs: '1.5rem', sm: '1.85rem' } : '1.2rem',
          letterSpacing: '0.08em',
          px: 1.5,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          userSelect: 'all',
          overflowWrap: 'anywhere',
        }}
      >
        {code}
      </Box>
      <Tooltip title="Copy the code">
        <IconButton onClick={copy} aria-label="Copy the code">
          <ContentCopyRoundedIcon />
        </IconButton>
      </Tooltip>
      {onRegenerate ? (
        <Tooltip title="Generate a new code">
          <IconButton onClick={onRegenerate} aria-label="Generate a new code">
            <RefreshRoundedIcon />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
};
