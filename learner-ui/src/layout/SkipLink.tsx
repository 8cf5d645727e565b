import Link from '@mui/material/Link';

export interface SkipLinkProps {
  targetId: string;
}

/** First tab stop: lets keyboard users jump past the header (WCAG 2.4.1). Hidden until focused. */
export const SkipLink = ({ targetId }: SkipLinkProps) => (
  <Link
    href={`#${targetId}`}
    sx={{
      position: 'absolute',
      left: 16,
      top: -100,
      zIndex: (theme) => theme.zIndex.tooltip,
      px: 2,
      py: 1,
      bgcolor: 'background.paper',
      boxShadow: 3,
      '&:focus': { top: 12 },
    }}
  >
    Skip to main content
  </Link>
);
