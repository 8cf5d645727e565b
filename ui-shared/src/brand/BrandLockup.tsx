import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { APP_NAME } from './brand';
import { BrandMark } from './BrandMark';

export interface BrandLockupProps {
  /** The logo tile's edge in px. */
  markSize: number;
  /** The name's font size. */
  fontSize: string;
  /** The name's letter spacing, where it is set tighter. */
  letterSpacing?: string;
  /** Where the row sits (margins, padding, centring). */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}

/** The logo tile with the product name beside it, as it heads a page, a dialog or the sidebar. */
export const BrandLockup = ({ markSize, fontSize, letterSpacing, sx }: BrandLockupProps) => (
  <Stack direction="row" spacing={1.25} sx={[{ alignItems: 'center' }, sx ?? false]}>
    <BrandMark size={markSize} />
    <Typography component="span" sx={{ fontWeight: 800, fontSize, letterSpacing }}>
      {APP_NAME}
    </Typography>
  </Stack>
);
