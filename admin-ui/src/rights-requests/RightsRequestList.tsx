import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import GavelRoundedIcon from '@mui/icons-material/GavelRounded';
import { DataTable, List, SelectInput, SimpleList, SortButton, TopToolbar } from 'react-admin';
import type { RightsRequest } from '@portal/contracts';
import { ListEmpty, NoMatches } from '../common/ListEmpty';
import { ListError, quietListQuery } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { denseCells } from '../common/denseCells';
import { RequirePage } from '../access/RequirePage';
import { PageHeading } from '../common/PageHeading';
import { DateTimeCell } from '../common/DateTimeCell';
import { formatDateTime } from '../common/formatDate';
import { rightsRequestTypeLabels } from '../i18n/en';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { RequestStatusChip, RequestTypeChip } from './RequestChips';

const typeChoices = (Object.keys(rightsRequestTypeLabels) as RightsRequest['type'][]).map((id) => ({
  id,
  name: rightsRequestTypeLabels[id],
}));

const filters = [
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn emptyText="All types" />,
];

const dataTypesText = (request: RightsRequest) =>
  request.dataTypes.length
    ? request.dataTypes.join(', ')
    : request.type === 'erasure'
      ? 'All personal data'
      : '—';

/** Erasure and processing-restriction requests, and where each one stands. */
const RightsRequestListView = () => {
  useDocumentTitle('Rights Requests');
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <Box component="section" aria-labelledby="requests-heading" sx={{ minWidth: 0 }}>
      <PageHeading
        id="requests-heading"
        title="Rights Requests"
        description="Erasure and processing-restriction requests, when they were made and when they were completed."
      />
      <List<RightsRequest>
        title="Rights Requests"
        filters={filters}
        actions={
          compact ? (
            <TopToolbar>
              <SortButton fields={['requestedAt', 'status']} />
            </TopToolbar>
          ) : (
            false
          )
        }
        sort={{ field: 'requestedAt', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty icon={<GavelRoundedIcon />} />}
        error={<ListError />}
        pagination={<ListPagination />}
        queryOptions={quietListQuery}
      >
        {compact ? (
          <SimpleList<RightsRequest>
            rowClick={false}
            aria-label="Rights requests"
            primaryText={(request) => request.subjectName}
            secondaryText={(request) => (
              <Box
                component="span"
                sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.5 }}
              >
                <RequestTypeChip type={request.type} />
                <RequestStatusChip status={request.status} />
                <Typography component="span" variant="body2" color="text.secondary">
                  {dataTypesText(request)}
                  {request.completedAt ? ` · completed ${formatDateTime(request.completedAt)}` : ''}
                </Typography>
              </Box>
            )}
            tertiaryText={(request) => formatDateTime(request.requestedAt)}
            empty={<NoMatches />}
          />
        ) : (
          <DataTable<RightsRequest>
            rowClick={false}
            bulkActionButtons={false}
            sx={denseCells}
            aria-label="Rights requests"
            empty={<NoMatches />}
          >
            <DataTable.Col<RightsRequest> source="subjectName" cellSx={() => ({ fontWeight: 600 })} />
            <DataTable.Col<RightsRequest>
              source="type"
              render={(request) => <RequestTypeChip type={request.type} />}
            />
            <DataTable.Col<RightsRequest>
              source="status"
              render={(request) => <RequestStatusChip status={request.status} />}
            />
            <DataTable.Col<RightsRequest> source="dataTypes" disableSort render={dataTypesText} />
            <DataTable.Col<RightsRequest>
              source="requestedAt"
              render={(request) => <DateTimeCell iso={request.requestedAt} />}
            />
            <DataTable.Col<RightsRequest>
              source="completedAt"
              render={(request) => <DateTimeCell iso={request.completedAt} />}
            />
          </DataTable>
        )}
      </List>
    </Box>
  );
};

/** The role is checked before the page mounts, so one without access never calls the API for it. */
export const RightsRequestList = () => (
  <RequirePage page="rights-requests">
    <RightsRequestListView />
  </RequirePage>
);
