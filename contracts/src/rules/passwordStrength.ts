/** Password strength, 0 to 5 (spec 001 §5): one point each for length >= 8, length >= 12, mixed case, a digit, a special character. */
export const PASSWORD_STRENGTH_MAX = 5;

export type PasswordStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong' | 'Very Strong';

export interface PasswordStrength {
  readonly score: number;
  readonly label: PasswordStrengthLabel;
}

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) {
    score++;
  }
  if (password.length >= 12) {
    score++;
  }
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) {
    score++;
  }
  if (/\d/.test(password)) {
    score++;
  }
  if (/[^A-Za-z0-9]/.test(password)) {
    score++;
  }
  return { score, label: strengthLabel(score) };
}

function strengthLabel(score: number): PasswordStrengthLabel {
  if (score <= 1) {
    return 'Weak';
  }
  if (score === 2) {
    return 'Fair';
  }
  if (score === 3) {
    return 'Good';
  }
  return score === 4 ? 'Strong' : 'Very Strong';
}
