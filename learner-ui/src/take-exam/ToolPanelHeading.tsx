import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

export interface ToolPanelHeadingProps {
  title: string;
  /** what the close button says to screen readers, e.g. "Close the notes" */
  closeLabel: string;
  onClose: () => void;
}

/** The top row of an exam tool (calculator, notes): its name and a close button. */
export const ToolPanelHeading = ({ title, closeLabel, onClose }: ToolPanelHeadingProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
    <Typography variant="h2" sx={{ fontSize: '1.05rem' }}>
      {title}
    </Typography>
    <IconButton aria-label={closeLabel} onClick={onClose} size="small">
      <CloseRoundedIcon />
    </IconButton>
  </Box>
);
