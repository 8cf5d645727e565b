import Box from '@mui/material/Box';

export interface DataListProps {
  items: readonly { label: string; value: string }[];
}

/** Label and value pairs as a description list; stacks on phones. */
export const DataList = ({ items }: DataListProps) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' },
      columnGap: 2,
      rowGap: { xs: 0.25, sm: 1 },
      '& dt': { fontWeight: 600, color: 'text.secondary', mt: { xs: 1, sm: 0 } },
      '& dd': { m: 0, overflowWrap: 'anywhere' },
    }}
  >
    {items.map((item) => (
      <Box key={item.label} sx={{ display: 'contents' }}>
        <dt>{item.label}</dt>
        <dd>{item.value}</dd>
      </Box>
    ))}
  </Box>
);
