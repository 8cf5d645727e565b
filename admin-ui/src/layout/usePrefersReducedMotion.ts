import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The user asked the system for less motion: opening and closing panels then happens at once.
 * MUI's transitions (Collapse, Grow, …) do not follow this setting by themselves. Read on the first
 * render (noSsr), so even the first opening does not animate.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
