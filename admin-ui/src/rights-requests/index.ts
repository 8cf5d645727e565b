import GavelRoundedIcon from '@mui/icons-material/GavelRounded';
import { RightsRequestList } from './RightsRequestList';

/** Spread into <Resource name="rights-requests">: read-only. */
export const rightsRequests = {
  name: 'rights-requests',
  list: RightsRequestList,
  icon: GavelRoundedIcon,
  options: { label: 'Rights Requests' },
};
