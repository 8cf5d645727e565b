import Card from '@mui/material/Card';
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
  const listContext = useList<ProjectionRow>({ data: rows, sort: { field: 'name', order: 'ASC' }, perPage: 1000 });
  return (
    <ListContextProvider value={listContext}>
      <Card sx={{ overflow: 'hidden' }}>
        <DataTable<ProjectionRow>
          resource="system-projections"
          rowClick={false}
          bulkActionButtons={false}
          empty={<ProjectionsEmpty />}
          aria-label="Projections"
        >
          <DataTable.Col<ProjectionRow> source="name" label="Projection" cellSx={() => ({ fontWeight: 600 })} />
          <DataTable.NumberCol<ProjectionRow>
            source="position"
            label="Position"
            locales="en-GB"
            options={numberOptions}
          />
          <DataTable.NumberCol<ProjectionRow> source="lag" label="Lag (events)" locales="en-GB" options={numberOptions} />
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
