import MenuItem from '@mui/material/MenuItem';

/** A choice of a select: what it sends and what it reads. */
export interface Choice {
  value: string;
  label: string;
}

/** The menu items of a select, one a choice, in their order (a select wants an array, not a fragment). */
export const choiceItems = (choices: readonly Choice[]) =>
  choices.map((choice) => (
    <MenuItem key={choice.value} value={choice.value}>
      {choice.label}
    </MenuItem>
  ));
