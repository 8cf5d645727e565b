import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import {
  DataTable,
  List,
  SimpleList,
  SortButton,
  TopToolbar,
  type RaRecord,
  type SimpleListProps,
  type SortPayload,
} from 'react-admin';
import { ListEmpty, NoMatches } from './ListEmpty';
import { ListError, quietListQuery } from './ListError';
import { ListPagination } from './ListPagination';
import { denseCells } from './denseCells';

export interface ResponsiveListProps<T extends RaRecord> {
  /** react-admin's title in the app bar */
  title: string;
  /** names the list and the table alike */
  label: string;
  /** below this breakpoint the rows become a simple list */
  compactBelow: 'sm' | 'md';
  filters?: ReactElement[];
  /** the toolbar at every width; without it a compact list gets a sort button for these fields */
  actions?: ReactElement;
  compactSortFields?: string[];
  sort: SortPayload;
  emptyIcon: ReactNode;
  emptyActions?: ReactNode;
  primaryText: SimpleListProps<T>['primaryText'];
  secondaryText: SimpleListProps<T>['secondaryText'];
  tertiaryText: SimpleListProps<T>['tertiaryText'];
  /** 'show': a row opens the record (a compact row is then a link; give the table a link column too) */
  rowClick?: 'show';
  /** the table's columns */
  children: ReactNode;
}

/**
 * A read-only resource list, 25 a page, newest first: a dense table on wide screens and a simple
 * list (with a sort button, as the column headers are gone) on narrow ones. With `rowClick` a row
 * opens its record.
 */
export const ResponsiveList = <T extends RaRecord>({
  title,
  label,
  compactBelow,
  filters,
  actions,
  compactSortFields,
  sort,
  emptyIcon,
  emptyActions,
  primaryText,
  secondaryText,
  tertiaryText,
  rowClick,
  children,
}: ResponsiveListProps<T>) => {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down(compactBelow));
  const compactActions = compact ? (
    <TopToolbar>
      <SortButton fields={compactSortFields ?? []} />
    </TopToolbar>
  ) : (
    false
  );
  return (
    <List<T>
      title={title}
      filters={filters}
      actions={actions ?? compactActions}
      sort={sort}
      perPage={25}
      empty={<ListEmpty icon={emptyIcon} actions={emptyActions} />}
      error={<ListError />}
      pagination={<ListPagination />}
      queryOptions={quietListQuery}
    >
      {compact ? (
        <SimpleList<T>
          rowClick={rowClick ?? false}
          aria-label={label}
          primaryText={primaryText}
          secondaryText={secondaryText}
          tertiaryText={tertiaryText}
          empty={<NoMatches />}
        />
      ) : (
        <DataTable<T>
          rowClick={rowClick ?? false}
          bulkActionButtons={false}
          sx={denseCells}
          aria-label={label}
          empty={<NoMatches />}
        >
          {children}
        </DataTable>
      )}
    </List>
  );
};
