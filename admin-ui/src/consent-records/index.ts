import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import { ConsentRecordList } from './ConsentRecordList';

/** Spread into <Resource name="consent-records">: read-only. */
export const consentRecords = {
  name: 'consent-records',
  list: ConsentRecordList,
  icon: FactCheckRoundedIcon,
  options: { label: 'Consent Records' },
};
