import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '../components/AppLink';
import type { AreaLink } from '../config/areas';

interface AreaBannerProps {
  title: string;
  subtitle: string;
  icon: ReactNode;
  /** Background colour of the band; text is white, so it must be dark. */
  background: string;
  accent?: string;
  menu?: AreaLink[];
  menuLabel?: string;
  /** The menu keeps its place but is not shown, read or focusable (while the links it should hold are unknown). */
  menuOculto?: boolean;
}

/** An area's own branding under the site header, with its menu when it has one. */
export function AreaBanner({ title, subtitle, icon, background, accent = '#ffffff', menu, menuLabel, menuOculto }: AreaBannerProps) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ bgcolor: background, color: '#ffffff' }} data-testid="area-banner">
      <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ fontSize: 40, lineHeight: 1, color: accent, display: 'flex' }} aria-hidden>
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', md: '1.5rem' }, lineHeight: 1.2 }}>
              {title}
            </Typography>
            <Typography component="p" variant="body2" sx={{ opacity: 0.9 }}>
              {subtitle}
            </Typography>
          </Box>
        </Stack>
        {menu && menu.length > 0 && (
          // The menu wraps instead of scrolling: on a phone a scrolled row hid its last links with no sign they were there.
          <Box component="nav" aria-label={menuLabel ?? `Menú de ${title}`} sx={{ mt: 2, mx: -1, visibility: menuOculto ? 'hidden' : undefined }}>
            <Stack component="ul" direction="row" useFlexGap spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0, px: 1, flexWrap: 'wrap' }}>
              {menu.map((item) => {
                const active = pathname === item.to || (item.section !== undefined && pathname.startsWith(item.section));
                return (
                  <li key={item.to}>
                    <Button
                      component={AppLink}
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      sx={{
                        color: '#ffffff',
                        whiteSpace: 'nowrap',
                        fontWeight: active ? 700 : 500,
                        bgcolor: active ? 'rgba(255,255,255,0.18)' : 'transparent',
                        '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
                        '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 1 },
                      }}
                    >
                      {item.label}
                    </Button>
                  </li>
                );
              })}
            </Stack>
          </Box>
        )}
      </Container>
    </Box>
  );
}
