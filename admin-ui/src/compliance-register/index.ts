import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import { RegisterList } from './RegisterList';

/** Spread into <Resource name="compliance-register">: read-only, so a list and nothing else. */
export const complianceRegister = {
  name: 'compliance-register',
  list: RegisterList,
  icon: ReceiptLongRoundedIcon,
  options: { label: 'Processing Register' },
};
