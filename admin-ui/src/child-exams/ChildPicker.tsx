import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Child } from './childExams';

export interface ChildPickerProps {
  items: readonly Child[];
  value: string | null;
  onChange: (id: string) => void;
}

/** Which child the page shows: a choice when the parent has several, their name when one. */
export const ChildPicker = ({ items, value, onChange }: ChildPickerProps) => {
  if (items.length <= 1) {
    return items[0] ? (
      <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
        {items[0].name}
      </Typography>
    ) : null;
  }
  return (
    <TextField
      select
      size="small"
      label="Child"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {items.map((child) => (
        <MenuItem key={child.id} value={child.id}>
          {child.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
