import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import { DataTable, List, SearchInput, SelectInput, SimpleList, SortButton, TopToolbar } from 'react-admin';
import { ProcessingAction, type RegisterEntry } from '@portal/contracts';
import { ListEmpty, NoMatches } from '../common/ListEmpty';
import { ListError, quietListQuery } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { denseCells } from '../common/denseCells';
import { RequirePage } from '../access/RequirePage';
import { PageHeading } from '../common/PageHeading';
import { DateTimeCell } from '../common/DateTimeCell';
import { formatDateTime } from '../common/formatDate';
import { actorLabel, dataTypeLabel, processingActionLabels, roleLabels } from '../i18n/en';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ActionChip } from './ActionChip';
import { RegisterExportButtons } from './RegisterExportButtons';
import { ResultChip } from './ResultChip';

const actionChoices = ProcessingAction.options.map((id) => ({ id, name: processingActionLabels[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search the register" />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn emptyText="All actions" />,
];

const CompactActions = () => (
  <TopToolbar>
    <SortButton fields={['createdAt', 'subjectName', 'action']} />
  </TopToolbar>
);

/**
 * The processing register (GDPR Art. 30 style): every read, export, change, consent and erasure
 * of personal data in the organisation, newest first, for the compliance officer to audit.
 */
const RegisterListView = () => {
  useDocumentTitle('Processing Register');
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <Box component="section" aria-labelledby="register-heading" sx={{ minWidth: 0 }}>
      <PageHeading
        id="register-heading"
        title="Processing Register"
        description="Every access, export, change, consent and erasure of personal data, as it was recorded."
        action={<RegisterExportButtons />}
      />
      <List<RegisterEntry>
        title="Processing Register"
        filters={filters}
        actions={compact ? <CompactActions /> : false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty icon={<ReceiptLongRoundedIcon />} />}
        error={<ListError />}
        pagination={<ListPagination />}
        queryOptions={quietListQuery}
      >
        {compact ? (
          <SimpleList<RegisterEntry>
            rowClick={false}
            aria-label="Processing register"
            primaryText={(entry) => entry.subjectName}
            secondaryText={(entry) => (
              <Box
                component="span"
                sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.5 }}
              >
                <ActionChip action={entry.action} />
                <ResultChip resultStatus={entry.resultStatus} />
                <Typography component="span" variant="body2" color="text.secondary">
                  {dataTypeLabel(entry.dataType)} · {entry.purpose} · by {actorLabel(entry.actor)}
                </Typography>
              </Box>
            )}
            tertiaryText={(entry) => formatDateTime(entry.createdAt)}
            empty={<NoMatches />}
          />
        ) : (
          <DataTable<RegisterEntry>
            rowClick={false}
            bulkActionButtons={false}
            sx={denseCells}
            aria-label="Processing register"
            empty={<NoMatches />}
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
            <DataTable.Col<RegisterEntry>
              source="dataType"
              render={(entry) => dataTypeLabel(entry.dataType)}
            />
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
          </DataTable>
        )}
      </List>
    </Box>
  );
};

/** The role is checked before the page mounts, so one without access never calls the API for it. */
export const RegisterList = () => (
  <RequirePage page="compliance-register">
    <RegisterListView />
  </RequirePage>
);
