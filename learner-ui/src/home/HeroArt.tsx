import Box from '@mui/material/Box';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { subjects } from './subjects';

const tilt = ['-6deg', '5deg', '4deg', '-5deg'];

/** Decorative: the four subject tiles scattered like stickers. Hidden from assistive tech. */
export const HeroArt = () => (
  <Box
    aria-hidden
    sx={{
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: 'repeat(2, 1fr)',
      gap: { md: 2.5 },
      width: { md: 300 },
      flexShrink: 0,
    }}
  >
    {subjects.map(({ key, Icon, color }, index) => (
      <Box
        key={key}
        sx={{
          aspectRatio: '1',
          borderRadius: '28px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.paper',
          color,
          boxShadow: '0 10px 30px rgba(13, 16, 48, 0.25)',
          transform: `rotate(${tilt[index] ?? '0deg'})`,
        }}
      >
        <Icon sx={{ fontSize: 64 }} />
      </Box>
    ))}
    <StarRoundedIcon
      sx={{ position: 'absolute', top: -22, right: -18, fontSize: 48, color: 'secondary.main' }}
    />
    <StarRoundedIcon
      sx={{ position: 'absolute', bottom: -14, left: -20, fontSize: 30, color: 'secondary.light' }}
    />
  </Box>
);
