import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PASSWORD_STRENGTH_MAX, passwordStrength, type PasswordStrengthLabel } from '@portal/contracts';

export interface PasswordStrengthMeterProps {
  password: string;
}

const COLOURS: Record<PasswordStrengthLabel, 'error' | 'warning' | 'info' | 'success'> = {
  Weak: 'error',
  Fair: 'warning',
  Good: 'info',
  Strong: 'success',
  'Very Strong': 'success',
};

/** Spec 001 §5: score 0 to 5 with its label (Weak, Fair, Good, Strong, Very Strong) on a coloured bar. */
export const PasswordStrengthMeter = ({ password }: PasswordStrengthMeterProps) => {
  const labelId = useId();
  if (!password) {
    return null;
  }
  const { score, label } = passwordStrength(password);
  const colour = COLOURS[label];
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={(score / PASSWORD_STRENGTH_MAX) * 100}
        color={colour}
        aria-labelledby={labelId}
        aria-valuetext={`${label}, ${score} of ${PASSWORD_STRENGTH_MAX}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography
        id={labelId}
        variant="body2"
        aria-live="polite"
        sx={{ mt: 0.5, fontWeight: 600, color: `${colour}.dark` }}
      >
        Password strength: {label}
      </Typography>
    </Box>
  );
};
