import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { homeFor } from '../../../../../shared/routes';
import { palette } from '../../../../../shared/ui/theme';
import { AppLink } from '../../../components/AppLink';
import { AREAS } from '../../../config/areas';
import { site } from '../../../config/site';
import { useAuth } from '../../../lib/auth';
import { AreaCard } from './AreaCard';

function Hero() {
  const { user } = useAuth();
  return (
    <Box
      component="section"
      aria-labelledby="inicio-titulo"
      // Fixed brand colours, not the mode's: white text must stay readable in the dark theme too.
      sx={{ color: '#ffffff', background: `linear-gradient(135deg, ${palette.primary.dark} 0%, #14532d 55%, ${palette.secondary.dark} 100%)` }}
    >
      <Container maxWidth="xl" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography component="p" variant="overline" sx={{ letterSpacing: 2, opacity: 0.9 }}>
          {site.name}
        </Typography>
        <Typography id="inicio-titulo" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '3rem' }, lineHeight: 1.15, maxWidth: 780, mt: 1 }}>
          Egresados, postulaciones y servicio social en un solo lugar
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { xs: '1rem', md: '1.125rem' }, opacity: 0.95 }}>
          Registre sus datos como egresado, proponga candidaturas a los reconocimientos universitarios y encuentre dónde
          realizar su servicio social. El personal de la universidad atiende cada área desde su panel.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
          <Button href="#areas" variant="contained" size="large" sx={{ bgcolor: '#ffffff', color: palette.primary.dark, '&:hover': { bgcolor: '#f1f5f9' } }}>
            Conocer las áreas
          </Button>
          <Button
            component={AppLink}
            to={user ? homeFor(user) : '/login'}
            variant="outlined"
            size="large"
            startIcon={user ? undefined : <LoginOutlined />}
            sx={{ color: '#ffffff', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.08)' } }}
          >
            {user ? 'Ir al panel' : 'Iniciar sesión'}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

function SignInInvitation() {
  const { user } = useAuth();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="acceso-titulo" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography id="acceso-titulo" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {user ? `Hola, ${user.name}` : 'Un solo acceso para todos'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
            {user
              ? 'Su sesión está abierta. Desde el panel atiende las áreas que tiene asignadas.'
              : 'El personal de la universidad, los egresados, los estudiantes y las instituciones entran con su correo y su contraseña desde la misma página.'}
          </Typography>
        </Box>
        {user ? (
          <Button component={AppLink} to={homeFor(user)} variant="contained" size="large" sx={{ flexShrink: 0 }}>
            Ir al panel
          </Button>
        ) : (
          <Button component={AppLink} to="/login" variant="contained" size="large" startIcon={<LoginOutlined />} sx={{ flexShrink: 0 }}>
            Iniciar sesión
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function HomePage() {
  return (
    <>
      <Hero />
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 8 } }}>
        <Box component="section" id="areas" aria-labelledby="areas-titulo" sx={{ scrollMarginTop: 80 }}>
          <Typography id="areas-titulo" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
            Tres áreas, un mismo sitio
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 720 }}>
            Elija el área que le interesa para registrarse o consultar la información que le corresponde.
          </Typography>
          <Grid container spacing={3}>
            {AREAS.map((area) => (
              <Grid key={area.id} size={{ xs: 12, md: 4 }}>
                <AreaCard area={area} />
              </Grid>
            ))}
          </Grid>
        </Box>
        <Box sx={{ mt: { xs: 5, md: 8 } }}>
          <SignInInvitation />
        </Box>
      </Container>
    </>
  );
}
