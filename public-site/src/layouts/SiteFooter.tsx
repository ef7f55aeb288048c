import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ARCO_URL, AVISO_URL } from '../../../shared/privacidad-enlaces';
import { homeFor } from '../../../shared/routes';
import { palette } from '../../../shared/ui/theme';
import { TextLink } from '../components/TextLink';
import { AREAS } from '../config/areas';
import { site } from '../config/site';
import { useAuth } from '../lib/auth';

const linkSx = { color: '#e2e8f0', textDecorationColor: 'rgba(226, 232, 240, 0.4)', '&:hover': { color: '#ffffff' } };

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5, color: '#ffffff' }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <TextLink to={link.to} variant="body2" sx={linkSx}>
              {link.label}
            </TextLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function SiteFooter() {
  const { user } = useAuth();
  const account = user
    ? [{ label: 'Panel', to: homeFor(user) }]
    : [
        { label: 'Iniciar sesión', to: '/login' },
        { label: 'Recuperar contraseña', to: '/recuperar-contrasena' },
      ];
  return (
    <Box component="footer" sx={{ bgcolor: palette.neutral.dark, color: '#cbd5e1', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="xl">
        {/* CSS grid on a Box: MUI's Grid would add its layout engine to every page for these four columns. */}
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1fr' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography sx={{ fontWeight: 700, color: '#ffffff', fontSize: '1.125rem' }}>{site.name}</Typography>
            <Typography variant="body2" sx={{ mt: 1, maxWidth: 420 }}>
              Egresados, postulaciones a reconocimientos y servicio social de la universidad en un mismo sitio.
            </Typography>
          </Box>
          <FooterLinks title="Áreas" links={AREAS.map((a) => ({ label: a.name, to: a.home }))} />
          <FooterLinks title="Su cuenta" links={account} />
          {/* From every page, portals included: how a person reaches their data and their rights (issue 25). */}
          <FooterLinks title="Privacidad" links={[{ label: 'Aviso de privacidad', to: AVISO_URL }, { label: 'Sus derechos ARCO', to: ARCO_URL }]} />
        </Box>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(203, 213, 225, 0.2)' }}>
          © {new Date().getFullYear()} {site.name}
        </Typography>
      </Container>
    </Box>
  );
}
