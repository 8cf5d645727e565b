import { PasswordField, type PasswordFieldProps } from '../forms/PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

type BoundPasswordProps = Omit<PasswordFieldProps, 'label' | 'autoComplete'> & { value: string };

export interface NewPasswordFieldsProps {
  /** "Password" or "New password"; the second field is "Confirm …" of it. */
  label: string;
  /** The new password's field (bound to the form), with the strength meter under it. */
  password: BoundPasswordProps;
  /** The field that repeats it. */
  confirm: BoundPasswordProps;
}

/** A new password with its strength meter, then the same again to confirm it. */
export const NewPasswordFields = ({ label, password, confirm }: NewPasswordFieldsProps) => (
  <>
    <div>
      <PasswordField label={label} autoComplete="new-password" {...password} />
      <PasswordStrengthMeter password={password.value} />
    </div>
    <PasswordField label={`Confirm ${label.toLowerCase()}`} autoComplete="new-password" {...confirm} />
  </>
);
