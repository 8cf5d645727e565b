import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import type { MockStudentRow } from '@portal/contracts';
import { visuallyHidden } from '../common/visuallyHidden';
import {
  figure,
  marksText,
  nextSort,
  resultColumns,
  rowNote,
  sortRows,
  type ColumnId,
  type PaperOfMock,
  type ResultColumn,
  type SortOrder,
} from './mockResults';
import { TargetChip } from './TargetChip';

export interface MockResultsTableProps {
  papers: readonly PaperOfMock[];
  rows: readonly MockStudentRow[];
  hasTarget: boolean;
  /** names the scrolling region (the heading above the table) */
  labelledBy: string;
  onOpen: (row: MockStudentRow) => void;
}

/** The name column stays in view while the figures scroll sideways (a phone, many papers). */
const stickySx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

/** The warning's text shade with enough contrast on the paper, in both modes (as StatusChip does). */
const noteSx = {
  display: 'block',
  maxWidth: 220,
  color: (theme: Theme) => theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark'],
} as const;

const groupStartSx = { borderLeft: 1, borderLeftColor: 'divider' } as const;

const numberSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** One figure of a row in a column. */
function cellOf(row: MockStudentRow, column: ResultColumn) {
  if (column.id === 'target') {
    return row.target ? <TargetChip target={row.target} /> : '—';
  }
  if (column.id.startsWith('overall:')) {
    const measure = column.id.slice('overall:'.length) as 'sas' | 'percentile' | 'rank';
    return figure(row.overall?.[measure]);
  }
  const [, examId = '', measure = ''] = column.id.split(':');
  const paper = row.papers[examId];
  if (!paper) {
    return measure === 'marks' ? (
      <Typography component="span" variant="body2" color="text.secondary">
        Not sat
      </Typography>
    ) : (
      '—'
    );
  }
  switch (measure) {
    case 'marks':
      return (
        <>
          {marksText(paper)}
          {paper.isMakeup ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              Make-up
            </Typography>
          ) : null}
        </>
      );
    case 'sas':
      return figure(paper.sas);
    case 'percentile':
      return figure(paper.percentile);
    default:
      return figure(paper.rank);
  }
}

/**
 * The mock's results (issue 20), a row per child: each paper's marks, SAS and percentile, the
 * combined SAS, percentile and rank, and the place against the target. Every header sorts (best
 * first, then the other way); a child's name opens their breakdown. A child who restricted the use
 * of their data is listed with the contract's words and no figures.
 */
export const MockResultsTable = ({ papers, rows, hasTarget, labelledBy, onOpen }: MockResultsTableProps) => {
  const groups = useMemo(() => resultColumns(papers, hasTarget), [papers, hasTarget]);
  const columns = groups.flatMap((group) => group.columns);
  // best first: by the combined rank (or the only paper's)
  const [sort, setSort] = useState<{ id: ColumnId; order: SortOrder }>(() => ({
    id: columns.find((column) => column.id.endsWith(':rank'))?.id ?? 'name',
    order: 'asc',
  }));
  const sorted = useMemo(() => sortRows(rows, sort.id, sort.order), [rows, sort]);
  const figureColumns = columns.length - 1;
  // a line before each paper, the combined figures and the target
  const groupStarts = new Set(groups.slice(1).map((group) => group.columns[0]?.id));

  const header = (
    column: ResultColumn,
    group: string | null,
    layout: { rowSpan?: number; groupStart?: boolean } = {},
  ) => {
    const active = sort.id === column.id;
    return (
      <TableCell
        key={column.id}
        {...(layout.rowSpan ? { rowSpan: layout.rowSpan } : {})}
        aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
        sx={{
          whiteSpace: 'nowrap',
          ...(layout.rowSpan ? { verticalAlign: 'bottom' } : {}),
          ...(layout.groupStart ? groupStartSx : {}),
          // the head keeps its own (opaque) background
          ...(column.id === 'name' ? { position: 'sticky', left: 0, zIndex: 2 } : {}),
        }}
      >
        <TableSortLabel
          active={active}
          direction={active ? sort.order : column.firstOrder}
          onClick={() => setSort(nextSort(sort, column))}
        >
          {group ? <Box component="span" sx={visuallyHidden}>{`${group} `}</Box> : null}
          {column.label}
        </TableSortLabel>
      </TableCell>
    );
  };

  return (
    <TableContainer
      role="region"
      aria-labelledby={labelledBy}
      // a keyboard user scrolls the table sideways with the arrow keys once it has the focus
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        maxWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Table size="small" aria-labelledby={labelledBy} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {groups.map((group) =>
              group.title === null ? (
                header(group.columns[0]!, null, {
                  rowSpan: 2,
                  groupStart: groupStarts.has(group.columns[0]?.id),
                })
              ) : (
                <TableCell
                  key={group.title}
                  colSpan={group.columns.length}
                  scope="colgroup"
                  align="center"
                  sx={{ ...groupStartSx, textTransform: 'none', fontSize: '0.8rem' }}
                >
                  {group.title}
                </TableCell>
              ),
            )}
          </TableRow>
          <TableRow>
            {groups
              .filter((group) => group.title !== null)
              .flatMap((group) =>
                group.columns.map((column, index) =>
                  header(column, group.title, { groupStart: index === 0 }),
                ),
              )}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => {
            const note = rowNote(row);
            if (row.restricted) {
              return (
                <TableRow key={row.studentId}>
                  <TableCell component="th" scope="row" sx={{ ...stickySx, fontWeight: 600 }}>
                    {row.name}
                  </TableCell>
                  <TableCell colSpan={figureColumns}>
                    <Typography variant="body2" color="text.secondary">
                      {note}
                    </Typography>
                  </TableCell>
                </TableRow>
              );
            }
            return (
              <TableRow key={row.studentId} hover onClick={() => onOpen(row)} sx={{ cursor: 'pointer' }}>
                <TableCell component="th" scope="row" sx={{ ...stickySx, minWidth: 150 }}>
                  <Button
                    variant="text"
                    size="small"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                    aria-haspopup="dialog"
                    sx={{
                      p: 0.25,
                      minWidth: 0,
                      fontWeight: 700,
                      textAlign: 'left',
                      justifyContent: 'flex-start',
                    }}
                  >
                    {row.name}
                  </Button>
                  {note ? (
                    <Typography variant="caption" sx={noteSx}>
                      {note}
                    </Typography>
                  ) : null}
                </TableCell>
                {columns.slice(1).map((column) => (
                  <TableCell
                    key={column.id}
                    sx={groupStarts.has(column.id) ? { ...numberSx, ...groupStartSx } : numberSx}
                  >
                    {cellOf(row, column)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
