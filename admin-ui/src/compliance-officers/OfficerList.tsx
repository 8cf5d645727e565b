import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import { CreateButton, DataTable, TopToolbar } from 'react-admin';
import type { Officer } from '@portal/contracts';
import { ResourcePage } from '../common/ResourcePage';
import { ResponsiveList } from '../common/ResponsiveList';
import { formatDate } from '../common/formatDate';

const AddOfficerButton = () => <CreateButton label="Add officer" variant="contained" />;

const fullName = (officer: Officer) => `${officer.firstName} ${officer.lastName}`;

/** The organisation's compliance officers (admins only). */
export const OfficerList = () => (
  <ResourcePage
    page="compliance-officers"
    id="officers-heading"
    title="Compliance Officers"
    description="People who audit the processing register, consent records and rights requests."
  >
    <ResponsiveList<Officer>
      title="Compliance Officers"
      label="Compliance officers"
      compactBelow="sm"
      actions={
        <TopToolbar>
          <AddOfficerButton />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      emptyIcon={<VerifiedUserRoundedIcon />}
      emptyActions={<AddOfficerButton />}
      primaryText={fullName}
      secondaryText={(officer) => officer.email}
      tertiaryText={(officer) => formatDate(officer.createdAt)}
    >
      <DataTable.Col<Officer>
        source="lastName"
        label="resources.compliance-officers.fields.name"
        render={fullName}
        cellSx={() => ({ fontWeight: 600 })}
      />
      <DataTable.Col<Officer> source="email" />
      <DataTable.Col<Officer> source="createdAt" render={(officer) => formatDate(officer.createdAt)} />
    </ResponsiveList>
  </ResourcePage>
);
