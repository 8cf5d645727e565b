import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { BrandMark } from '@portal/ui-shared';

export interface MobileTopBarProps {
  title: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** Phones and tablets in portrait: the current page's name and the menu button. */
export const MobileTopBar = ({ title, menuOpen, onOpenMenu }: MobileTopBarProps) => (
  <AppBar position="fixed" component="header" sx={{ display: { md: 'none' } }}>
    <Toolbar sx={{ gap: 1, minHeight: 60 }}>
      <IconButton
        edge="start"
        onClick={onOpenMenu}
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="student-menu"
        sx={{ width: 48, height: 48 }}
      >
        <MenuRoundedIcon />
      </IconButton>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <BrandMark size={28} />
        <Typography component="span" sx={{ fontWeight: 800 }} noWrap>
          {title}
        </Typography>
      </Stack>
    </Toolbar>
  </AppBar>
);
