import MonitorHeartRoundedIcon from '@mui/icons-material/MonitorHeartRounded';
import { Menu } from 'react-admin';

/** The dashboard is the system status page for now; resources added later list themselves. */
export const AppMenu = () => (
  <Menu>
    <Menu.DashboardItem primaryText="System status" leftIcon={<MonitorHeartRoundedIcon />} />
    <Menu.ResourceItems />
  </Menu>
);
