import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import { DataTable, List, SearchInput, SelectInput, SimpleList, SortButton, TopToolbar } from 'react-admin';
import { ConsentType, type ConsentRecord } from '@portal/contracts';
import { ListEmpty, NoMatches } from '../common/ListEmpty';
import { ListError, quietListQuery } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { denseCells } from '../common/denseCells';
import { RequirePage } from '../access/RequirePage';
import { PageHeading } from '../common/PageHeading';
import { DateTimeCell } from '../common/DateTimeCell';
import { formatDateTime } from '../common/formatDate';
import { consentSourceLabels, consentTypeLabels } from '../i18n/en';
import { useDocumentTitle } from '../layout/useDocumentTitle';
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
const ConsentRecordListView = () => {
  useDocumentTitle('Consent Records');
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <Box component="section" aria-labelledby="consents-heading" sx={{ minWidth: 0 }}>
      <PageHeading
        id="consents-heading"
        title="Consent Records"
        description="Each consent given or withdrawn, the version it applied to and where it was recorded."
      />
      <List<ConsentRecord>
        title="Consent Records"
        filters={filters}
        actions={
          compact ? (
            <TopToolbar>
              <SortButton fields={['createdAt', 'subjectName', 'consentType']} />
            </TopToolbar>
          ) : (
            false
          )
        }
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty icon={<FactCheckRoundedIcon />} />}
        error={<ListError />}
        pagination={<ListPagination />}
        queryOptions={quietListQuery}
      >
        {compact ? (
          <SimpleList<ConsentRecord>
            rowClick={false}
            aria-label="Consent records"
            primaryText={(record) => record.subjectName}
            secondaryText={(record) => (
              <Box
                component="span"
                sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.5 }}
              >
                <ConsentStatusChip consentGiven={record.consentGiven} />
                <Typography component="span" variant="body2" color="text.secondary">
                  {consentTypeLabels[record.consentType]}
                  {record.version ? ` · version ${record.version}` : ''} · {sourceLabel(record.source)}
                </Typography>
              </Box>
            )}
            tertiaryText={(record) => formatDateTime(record.createdAt)}
            empty={<NoMatches />}
          />
        ) : (
          <DataTable<ConsentRecord>
            rowClick={false}
            bulkActionButtons={false}
            sx={denseCells}
            aria-label="Consent records"
            empty={<NoMatches />}
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
          </DataTable>
        )}
      </List>
    </Box>
  );
};

/** The role is checked before the page mounts, so one without access never calls the API for it. */
export const ConsentRecordList = () => (
  <RequirePage page="consent-records">
    <ConsentRecordListView />
  </RequirePage>
);
