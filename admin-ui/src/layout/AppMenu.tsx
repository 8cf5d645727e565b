import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Menu, usePermissions } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import type { Role } from '@portal/contracts';
import { brand } from '@portal/ui-shared/theme';
import { pageLabel, pagesFor } from '../access/pages';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme';
import { BrandMark } from '@portal/ui-shared';
import { SidebarUser } from './SidebarUser';
import { pageIcons } from './pageIcons';
import { useSidebarExpanded } from './useSidebarExpanded';
import { RESTRICTED_PAGES, isRestricted, useConsoleStanding } from './consoleStanding';

/**
 * The sidebar: the signed-in user, then the role's pages in the spec's order (§2.1) with the
 * spec's labels. react-admin shows the same menu in a drawer at phone width.
 *
 * The menu is as wide as the drawer: on wide screens react-admin puts it in a `position: fixed` box
 * (RaSidebar-fixed) with no width of its own, which grows to fit its widest content. react-admin's
 * <Menu> sets its own width, the user card above it does not, so a long name or e-mail made that
 * box wider than the drawer and was cut off at the drawer's edge.
 */
export const AppMenu = () => {
  const { permissions, isPending } = usePermissions<Role>();
  const { pathname } = useLocation();
  const expanded = useSidebarExpanded();
  const restricted = isRestricted(useConsoleStanding());
  const pages = isPending
    ? []
    : pagesFor(permissions).filter((page) => !restricted || RESTRICTED_PAGES.includes(page.id));
  return (
    <Box sx={{ pt: 1, width: expanded ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH }}>
      {/* On phones the menu is a drawer over the app bar, so it carries the brand itself. */}
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 1.25, px: 2, pt: 1, pb: 2 }}>
        <BrandMark size={30} />
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
          {brand.name}
        </Typography>
      </Box>
      <SidebarUser />
      <Box component="nav" aria-label="Main navigation">
        <Menu>
          {pages.map((page) => {
            const Icon = pageIcons[page.id];
            const current = matchPath({ path: page.path, end: page.path === '/' }, pathname) !== null;
            return (
              <Menu.Item
                key={page.id}
                to={page.path}
                primaryText={pageLabel(page.id, permissions)}
                leftIcon={<Icon />}
                aria-current={current ? 'page' : undefined}
              />
            );
          })}
        </Menu>
      </Box>
    </Box>
  );
};
