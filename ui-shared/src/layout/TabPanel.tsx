import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface TabPanelProps {
  /** Prefix shared with the tab: the tab is `${idPrefix}-tab-${value}`. */
  idPrefix: string;
  value: string;
  current: string;
  children: ReactNode;
}

/** The ids a MUI Tab needs to name its panel. */
export function tabA11yProps(idPrefix: string, value: string) {
  return { id: `${idPrefix}-tab-${value}`, 'aria-controls': `${idPrefix}-panel-${value}`, value };
}

/** A tab's panel: only the current one is rendered. */
export const TabPanel = ({ idPrefix, value, current, children }: TabPanelProps) =>
  value === current ? (
    <Box
      role="tabpanel"
      id={`${idPrefix}-panel-${value}`}
      aria-labelledby={`${idPrefix}-tab-${value}`}
      sx={{ pt: 3 }}
    >
      {children}
    </Box>
  ) : null;
