import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { APP_NAME } from './brand';
import { BrandMark } from './BrandMark';

/** The sizes the lockup comes in: a dialog or a small card, the sidebar, a page's own header. */
const SIZES = {
  small: { mark: 32, fontSize: '1.1rem', letterSpacing: undefined },
  medium: { mark: 36, fontSize: '1.2rem', letterSpacing: '-0.01em' },
  large: { mark: 36, fontSize: '1.25rem', letterSpacing: undefined },
} as const;

export interface BrandLockupProps {
  size: keyof typeof SIZES;
  /** Where the row sits (margins, padding, centring). */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}

/** The logo tile with the product name beside it, heading a dialog, a page or the sidebar. */
export const BrandLockup = ({ size, sx }: BrandLockupProps) => {
  const { mark, fontSize, letterSpacing } = SIZES[size];
  return (
    <Stack direction="row" spacing={1.25} sx={[{ alignItems: 'center' }, sx ?? false]}>
      <BrandMark size={mark} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize, letterSpacing }}>
        {APP_NAME}
      </Typography>
    </Stack>
  );
};
