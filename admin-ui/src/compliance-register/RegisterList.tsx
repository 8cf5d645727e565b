import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { ProcessingAction, type RegisterEntry } from '@portal/contracts';
import { ChipLine } from '../common/ChipLine';
import { ResourcePage } from '../common/ResourcePage';
import { ResponsiveList } from '../common/ResponsiveList';
import { DateTimeCell } from '../common/DateTimeCell';
import { formatDateTime } from '../common/formatDate';
import { actorLabel, dataTypeLabel, processingActionLabels, roleLabels } from '../i18n/en';
import { ActionChip } from './ActionChip';
import { RegisterExportButtons } from './RegisterExportButtons';
import { ResultChip } from './ResultChip';

const actionChoices = ProcessingAction.options.map((id) => ({ id, name: processingActionLabels[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search the register" />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn emptyText="All actions" />,
];

/**
 * The processing register (GDPR Art. 30 style): every read, export, change, consent and erasure
 * of personal data in the organisation, newest first, for the compliance officer to audit.
 */
export const RegisterList = () => (
  <ResourcePage
    page="compliance-register"
    id="register-heading"
    title="Processing Register"
    description="Every access, export, change, consent and erasure of personal data, as it was recorded."
    action={<RegisterExportButtons />}
  >
    <ResponsiveList<RegisterEntry>
      title="Processing Register"
      label="Processing register"
      compactBelow="md"
      filters={filters}
      compactSortFields={['createdAt', 'subjectName', 'action']}
      sort={{ field: 'createdAt', order: 'DESC' }}
      emptyIcon={<ReceiptLongRoundedIcon />}
      primaryText={(entry) => entry.subjectName}
      secondaryText={(entry) => (
        <ChipLine
          text={
            <>
              {dataTypeLabel(entry.dataType)} · {entry.purpose} · by {actorLabel(entry.actor)}
            </>
          }
        >
          <ActionChip action={entry.action} />
          <ResultChip resultStatus={entry.resultStatus} />
        </ChipLine>
      )}
      tertiaryText={(entry) => formatDateTime(entry.createdAt)}
    >
      <DataTable.Col<RegisterEntry>
        source="createdAt"
        render={(entry) => <DateTimeCell iso={entry.createdAt} />}
      />
      <DataTable.Col<RegisterEntry> source="subjectName" cellSx={() => ({ fontWeight: 600 })} />
      <DataTable.Col<RegisterEntry>
        source="subjectRole"
        render={(entry) => roleLabels[entry.subjectRole] ?? entry.subjectRole}
      />
      <DataTable.Col<RegisterEntry>
        source="action"
        render={(entry) => <ActionChip action={entry.action} />}
      />
      <DataTable.Col<RegisterEntry> source="dataType" render={(entry) => dataTypeLabel(entry.dataType)} />
      <DataTable.Col<RegisterEntry>
        source="purpose"
        disableSort
        cellSx={() => ({ minWidth: 150, maxWidth: 260 })}
      />
      <DataTable.Col<RegisterEntry> source="actor" render={(entry) => actorLabel(entry.actor)} />
      <DataTable.Col<RegisterEntry>
        source="resultStatus"
        render={(entry) => <ResultChip resultStatus={entry.resultStatus} />}
      />
    </ResponsiveList>
  </ResourcePage>
);
