import { SearchField } from '../common/SearchField';

export interface TutorSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search over names and e-mail (the server's `q`); the field's own Clear button, not the browser's. */
export const TutorSearchField = ({ value, onChange }: TutorSearchFieldProps) => (
  <SearchField
    label="Search tutors"
    placeholder="Name or email"
    autoComplete="off"
    value={value}
    onChange={onChange}
    clearable
    sx={{
      width: { xs: '100%', sm: 300 },
      '& input::-webkit-search-cancel-button': { display: 'none' },
    }}
  />
);
