import Button from '@mui/material/Button';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';

export interface CheckAgainButtonProps {
  label: string;
  checking: boolean;
  onCheck: () => void;
}

/** The main button of a notice that waits for something done elsewhere (a link clicked in an e-mail). */
export const CheckAgainButton = ({ label, checking, onCheck }: CheckAgainButtonProps) => (
  <Button
    variant="contained"
    size="large"
    startIcon={<RefreshRoundedIcon />}
    onClick={onCheck}
    disabled={checking}
  >
    {checking ? 'Checking…' : label}
  </Button>
);
