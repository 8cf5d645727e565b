import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import { CreateButton, DataTable, List, SimpleList, TopToolbar } from 'react-admin';
import type { Officer } from '@portal/contracts';
import { ListEmpty, NoMatches } from '../common/ListEmpty';
import { ListError, quietListQuery } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { denseCells } from '../common/denseCells';
import { RequirePage } from '../access/RequirePage';
import { PageHeading } from '../common/PageHeading';
import { formatDate } from '../common/formatDate';
import { useDocumentTitle } from '../layout/useDocumentTitle';

const AddOfficerButton = () => <CreateButton label="Add officer" variant="contained" />;

const fullName = (officer: Officer) => `${officer.firstName} ${officer.lastName}`;

/** The organisation's compliance officers (admins only). */
const OfficerListView = () => {
  useDocumentTitle('Compliance Officers');
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Box component="section" aria-labelledby="officers-heading" sx={{ minWidth: 0 }}>
      <PageHeading
        id="officers-heading"
        title="Compliance Officers"
        description="People who audit the processing register, consent records and rights requests."
      />
      <List<Officer>
        title="Compliance Officers"
        actions={
          <TopToolbar>
            <AddOfficerButton />
          </TopToolbar>
        }
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty icon={<VerifiedUserRoundedIcon />} actions={<AddOfficerButton />} />}
        error={<ListError />}
        pagination={<ListPagination />}
        queryOptions={quietListQuery}
      >
        {compact ? (
          <SimpleList<Officer>
            rowClick={false}
            aria-label="Compliance officers"
            primaryText={fullName}
            secondaryText={(officer) => officer.email}
            tertiaryText={(officer) => formatDate(officer.createdAt)}
            empty={<NoMatches />}
          />
        ) : (
          <DataTable<Officer>
            rowClick={false}
            bulkActionButtons={false}
            sx={denseCells}
            aria-label="Compliance officers"
            empty={<NoMatches />}
          >
            <DataTable.Col<Officer>
              source="lastName"
              label="resources.compliance-officers.fields.name"
              render={fullName}
              cellSx={() => ({ fontWeight: 600 })}
            />
            <DataTable.Col<Officer> source="email" />
            <DataTable.Col<Officer> source="createdAt" render={(officer) => formatDate(officer.createdAt)} />
          </DataTable>
        )}
      </List>
    </Box>
  );
};

/** The role is checked before the page mounts, so one without access never calls the API for it. */
export const OfficerList = () => (
  <RequirePage page="compliance-officers">
    <OfficerListView />
  </RequirePage>
);
