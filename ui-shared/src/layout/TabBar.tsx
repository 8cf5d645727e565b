import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { tabA11yProps } from './TabPanel';

export interface TabBarProps<T extends string> {
  /** Shared with the TabPanels: the tab is `${idPrefix}-tab-${value}`. */
  idPrefix: string;
  /** The tab list's name for screen readers. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  current: T;
  onChange: (value: T) => void;
}

/** The tabs over a page's sections, on a divider line; they scroll sideways on a phone. */
export const TabBar = <T extends string>({ idPrefix, label, tabs, current, onChange }: TabBarProps<T>) => (
  <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
    <Tabs
      value={current}
      onChange={(_event, value: T) => onChange(value)}
      aria-label={label}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} label={tab.label} {...tabA11yProps(idPrefix, tab.value)} />
      ))}
    </Tabs>
  </Box>
);
