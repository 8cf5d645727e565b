import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import { OfficerCreate } from './OfficerCreate';
import { OfficerList } from './OfficerList';

/** Spread into <Resource name="compliance-officers">: admins list and add officers. */
export const complianceOfficers = {
  name: 'compliance-officers',
  list: OfficerList,
  create: OfficerCreate,
  icon: VerifiedUserRoundedIcon,
  options: { label: 'Compliance Officers' },
};
