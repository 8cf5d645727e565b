import Card from '@mui/material/Card';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import type { ProjectionHealth } from '@portal/contracts';
import { ProjectionLagChip } from './ProjectionLagChip';
import { ProjectionsEmpty } from './ProjectionsEmpty';

export interface ProjectionTableProps {
  projections: readonly ProjectionHealth[];
}

type ProjectionRow = ProjectionHealth & { id: string };

const numberOptions = { maximumFractionDigits: 0 } as const;

/** react-admin's DataTable over local data: sortable columns without a resource or a fetch. */
export const ProjectionTable = ({ projections }: ProjectionTableProps) => {
  const rows: ProjectionRow[] = projections.map((projection) => ({ ...projection, id: projection.name }));
  // Phones keep the three columns that answer "is it behind?"; the position needs the width.
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const listContext = useList<ProjectionRow>({
    data: rows,
    sort: { field: 'name', order: 'ASC' },
    perPage: 1000,
  });
  return (
    <ListContextProvider value={listContext}>
      <Card sx={{ overflowX: 'auto' }}>
        <DataTable<ProjectionRow>
          resource="system-projections"
          rowClick={false}
          bulkActionButtons={false}
          empty={<ProjectionsEmpty />}
          aria-label="Projections"
          sx={{ '& .MuiTableCell-root': { px: { xs: 1.5, sm: 2 } } }}
        >
          <DataTable.Col<ProjectionRow>
            source="name"
            label="Projection"
            cellSx={() => ({ fontWeight: 600 })}
          />
          {compact ? null : (
            <DataTable.NumberCol<ProjectionRow>
              source="position"
              label="Position"
              locales="en-GB"
              options={numberOptions}
            />
          )}
          <DataTable.NumberCol<ProjectionRow>
            source="lag"
            label="Lag"
            locales="en-GB"
            options={numberOptions}
          />
          <DataTable.Col<ProjectionRow>
            label="Status"
            disableSort
            render={(record) => <ProjectionLagChip lag={record.lag} />}
          />
        </DataTable>
      </Card>
    </ListContextProvider>
  );
};
