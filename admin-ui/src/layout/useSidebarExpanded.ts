import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSidebarState } from 'react-admin';

/**
 * Whether the sidebar shows at its full width: open on a wide screen, or the phone's drawer (which
 * is only on screen when open, and keeps its width while it slides away).
 */
export function useSidebarExpanded(): boolean {
  const [open] = useSidebarState();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return open || isPhone;
}
