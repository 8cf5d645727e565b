import type { SxProps, Theme } from '@mui/material/styles';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * A grid of equal tiles: two columns on phones, then `columns` per breakpoint. When two columns
 * leave the last tile alone on its row, it spans the row instead of sitting in half of it.
 */
export function tileGrid(count: number, columns: Partial<Record<Breakpoint, number>>): SxProps<Theme> {
  const templates: Partial<Record<Breakpoint, string>> = { xs: 'repeat(2, minmax(0, 1fr))' };
  const spans: Partial<Record<Breakpoint, string>> = { xs: count % 2 === 1 ? 'span 2' : 'auto' };
  for (const [breakpoint, n] of Object.entries(columns) as [Breakpoint, number][]) {
    templates[breakpoint] = `repeat(${n}, minmax(0, 1fr))`;
    spans[breakpoint] = n === 2 && count % 2 === 1 ? 'span 2' : 'auto';
  }
  return {
    display: 'grid',
    gap: { xs: 1.5, sm: 2 },
    gridTemplateColumns: templates,
    m: 0,
    p: 0,
    listStyle: 'none',
    '& > :last-child': { gridColumn: spans },
  };
}

/**
 * As many columns as fit (at least 140 px each): two on phones, four beside the student list on a
 * laptop; the grid follows its container, not the window.
 */
export const statGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))',
  m: 0,
  p: 0,
} as const;
