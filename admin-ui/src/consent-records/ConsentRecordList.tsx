import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { ConsentType, type ConsentRecord } from '@portal/contracts';
import { ChipLine } from '../common/ChipLine';
import { ResourcePage } from '../common/ResourcePage';
import { ResponsiveList } from '../common/ResponsiveList';
import { DateTimeCell } from '../common/DateTimeCell';
import { formatDateTime } from '../common/formatDate';
import { consentSourceLabels, consentTypeLabels } from '../i18n/en';
import { ConsentStatusChip } from './ConsentStatusChip';

const consentTypeChoices = ConsentType.options.map((id) => ({ id, name: consentTypeLabels[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search subject" />,
  <SelectInput
    key="consentType"
    source="consentType"
    choices={consentTypeChoices}
    alwaysOn
    emptyText="All consent types"
  />,
];

const sourceLabel = (source: string) => consentSourceLabels[source] ?? source;

/** Every consent given or withdrawn, with the document version it was given for and where. */
export const ConsentRecordList = () => (
  <ResourcePage
    page="consent-records"
    id="consents-heading"
    title="Consent Records"
    description="Each consent given or withdrawn, the version it applied to and where it was recorded."
  >
    <ResponsiveList<ConsentRecord>
      title="Consent Records"
      label="Consent records"
      compactBelow="md"
      filters={filters}
      compactSortFields={['createdAt', 'subjectName', 'consentType']}
      sort={{ field: 'createdAt', order: 'DESC' }}
      emptyIcon={<FactCheckRoundedIcon />}
      primaryText={(record) => record.subjectName}
      secondaryText={(record) => (
        <ChipLine
          text={
            <>
              {consentTypeLabels[record.consentType]}
              {record.version ? ` · version ${record.version}` : ''} · {sourceLabel(record.source)}
            </>
          }
        >
          <ConsentStatusChip consentGiven={record.consentGiven} />
        </ChipLine>
      )}
      tertiaryText={(record) => formatDateTime(record.createdAt)}
    >
      <DataTable.Col<ConsentRecord> source="subjectName" cellSx={() => ({ fontWeight: 600 })} />
      <DataTable.Col<ConsentRecord>
        source="consentType"
        render={(record) => consentTypeLabels[record.consentType]}
      />
      <DataTable.Col<ConsentRecord>
        source="consentGiven"
        render={(record) => <ConsentStatusChip consentGiven={record.consentGiven} />}
      />
      <DataTable.Col<ConsentRecord> source="version" render={(record) => record.version ?? '—'} />
      <DataTable.Col<ConsentRecord> source="source" render={(record) => sourceLabel(record.source)} />
      <DataTable.Col<ConsentRecord>
        source="createdAt"
        render={(record) => <DateTimeCell iso={record.createdAt} />}
      />
    </ResponsiveList>
  </ResourcePage>
);
