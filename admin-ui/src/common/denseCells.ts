/** Tighter cell padding for the console's wide tables, so more columns fit beside the sidebar. */
export const denseCells = {
  '& .MuiTableCell-root': { px: { xs: 1, lg: 1.25 } },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
} as const;
