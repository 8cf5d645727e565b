import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MonitorHeartRoundedIcon from '@mui/icons-material/MonitorHeartRounded';
import { Menu } from 'react-admin';
import { brand } from '@portal/contracts/ui';
import { BrandMark } from './BrandMark';

/** The dashboard is the system status page for now; resources added later list themselves. */
export const AppMenu = () => (
  <Menu>
    {/* On phones the menu is a drawer over the app bar, so it carries the brand itself. */}
    <Box sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 1.25, px: 2, pt: 1, pb: 2 }}>
      <BrandMark size={30} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
        {brand.name}
      </Typography>
    </Box>
    <Menu.DashboardItem primaryText="System status" leftIcon={<MonitorHeartRoundedIcon />} />
    <Menu.ResourceItems />
  </Menu>
);
