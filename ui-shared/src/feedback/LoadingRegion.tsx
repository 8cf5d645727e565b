import type { ElementType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Read by screen readers, not shown (the placeholder shapes show it). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface LoadingRegionProps {
  /** What is loading, said to screen readers, e.g. "Loading students". */
  label: string;
  /** The placeholder's shapes (MUI Skeletons), drawn as they are; none for a bare region. */
  children?: ReactNode;
  /** The region's element, e.g. MUI's Card to keep the loaded panel's frame (default `div`). */
  component?: ElementType;
  sx?: SxProps<Theme>;
}

/**
 * The one way a screen says "this part is still loading" (issue 19): a polite live region
 * (`role="status"`) named by `label`, which it also holds as hidden text, so a screen reader both
 * finds it by name and hears it when it appears. The skeleton shapes inside are empty boxes, silent
 * to assistive technology. No `aria-busy`: on a live region it would hold back the very
 * announcement, and the region is gone (replaced by the content) once loading ends. A label on a
 * role-less box is ignored by screen readers (axe `aria-prohibited-attr`): use this instead.
 */
export const LoadingRegion = ({ label, children, component = 'div', sx }: LoadingRegionProps) => (
  <Box component={component} role="status" aria-label={label} sx={sx}>
    <Box component="span" sx={visuallyHidden}>
      {label}
    </Box>
    {children}
  </Box>
);
