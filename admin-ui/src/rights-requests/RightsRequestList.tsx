import GavelRoundedIcon from '@mui/icons-material/GavelRounded';
import { DataTable, SelectInput } from 'react-admin';
import type { RightsRequest } from '@portal/contracts';
import { ChipLine } from '../common/ChipLine';
import { ResourcePage } from '../common/ResourcePage';
import { ResponsiveList } from '../common/ResponsiveList';
import { DateTimeCell } from '../common/DateTimeCell';
import { formatDateTime } from '../common/formatDate';
import { rightsRequestTypeLabels } from '../i18n/en';
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
export const RightsRequestList = () => (
  <ResourcePage
    page="rights-requests"
    id="requests-heading"
    title="Rights Requests"
    description="Erasure and processing-restriction requests, when they were made and when they were completed."
  >
    <ResponsiveList<RightsRequest>
      title="Rights Requests"
      label="Rights requests"
      compactBelow="md"
      filters={filters}
      compactSortFields={['requestedAt', 'status']}
      sort={{ field: 'requestedAt', order: 'DESC' }}
      emptyIcon={<GavelRoundedIcon />}
      primaryText={(request) => request.subjectName}
      secondaryText={(request) => (
        <ChipLine
          text={
            <>
              {dataTypesText(request)}
              {request.completedAt ? ` · completed ${formatDateTime(request.completedAt)}` : ''}
            </>
          }
        >
          <RequestTypeChip type={request.type} />
          <RequestStatusChip status={request.status} />
        </ChipLine>
      )}
      tertiaryText={(request) => formatDateTime(request.requestedAt)}
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
    </ResponsiveList>
  </ResourcePage>
);
