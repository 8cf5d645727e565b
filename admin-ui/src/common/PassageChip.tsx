import Chip from '@mui/material/Chip';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';

/** The outlined chip naming the reading passage a question belongs to. */
export const PassageChip = ({ label }: { label: string }) => (
  <Chip
    size="small"
    variant="outlined"
    color="primary"
    icon={<MenuBookRoundedIcon />}
    label={label}
    sx={{ maxWidth: '100%' }}
  />
);
