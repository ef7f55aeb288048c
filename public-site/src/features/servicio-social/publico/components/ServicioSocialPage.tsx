import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CifrasPublicas } from '../../../../../../shared/schemas/servicio-social';
import { AppLink } from '../../../../components/AppLink';
import { useQuery } from '../../comun/api/use-query';
import { numero } from '../../comun/formato';

const PASOS = [
  { titulo: 'Regístrese', texto: 'Cree su cuenta con su matrícula y su correo institucional, y confírmelo.' },
  { titulo: 'Espere la validación', texto: 'La oficina confirma que cumple el porcentaje de créditos requerido.' },
  { titulo: 'Busque y solicite', texto: 'Elija una vacante compatible con su carrera y envíe su solicitud.' },
  { titulo: 'Preste su servicio', texto: 'Cuando la institución le acepte, inicia su servicio y su seguimiento.' },
];

function Cifras() {
  const cifras = useQuery((c) => c.get<CifrasPublicas>('/servicio-social/cifras'));
  const d = cifras.data;
  const items = [
    { valor: d?.vacantesAbiertas, texto: 'vacantes abiertas' },
    { valor: d?.instituciones, texto: 'instituciones participantes' },
    { valor: d?.estudiantesEnServicio, texto: 'estudiantes prestando su servicio' },
  ];
  if (cifras.error) return null;
  return (
    <Grid container spacing={2} component="section" aria-label="Cifras del servicio social" aria-busy={!d}>
      {items.map((i) => (
        <Grid key={i.texto} size={{ xs: 12, sm: 4 }}>
          <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, textAlign: 'center' }}>
            <Typography component="p" variant="h3" sx={{ fontWeight: 700, color: 'primary.dark' }}>{i.valor === undefined ? '…' : numero(i.valor)}</Typography>
            <Typography color="text.secondary">{i.texto}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

/** The area's landing page: what servicio social is, who may serve, the steps, and the way in for each side. */
export function ServicioSocialPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={5}>
        <Box>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>Servicio social</Typography>
          <Typography sx={{ maxWidth: 760, fontSize: '1.125rem' }}>
            El servicio social es el trabajo temporal que todo estudiante de licenciatura realiza en beneficio de la sociedad antes de titularse: al menos 480
            horas, en un periodo de seis meses a dos años, en dependencias públicas u organizaciones sociales aprobadas por la universidad.
          </Typography>
        </Box>
        <Cifras />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" component="section" aria-labelledby="ss-estudiantes" sx={{ p: 3, borderRadius: 3, height: '100%' }}>
              <Typography id="ss-estudiantes" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>Para estudiantes</Typography>
              <Typography sx={{ mb: 2 }}>
                Puede prestar su servicio cuando haya aprobado el porcentaje de créditos que fija la universidad (normalmente el 70 %). Busque vacantes
                compatibles con su carrera y solicítelas en línea.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={AppLink} to="/registro/estudiantes" variant="contained">Registrarme como estudiante</Button>
                <Button component={AppLink} to="/login" variant="outlined">Iniciar sesión</Button>
              </Stack>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" component="section" aria-labelledby="ss-instituciones" sx={{ p: 3, borderRadius: 3, height: '100%' }}>
              <Typography id="ss-instituciones" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>Para instituciones</Typography>
              <Typography sx={{ mb: 2 }}>
                Dependencias federales, estatales y municipales, organismos descentralizados, asociaciones civiles e instituciones educativas pueden
                registrar programas y recibir prestadores.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={AppLink} to="/registro/instituciones" variant="contained">Registrar mi institución</Button>
                <Button component={AppLink} to="/login" variant="outlined">Iniciar sesión</Button>
              </Stack>
            </Paper>
          </Grid>
        </Grid>
        <Box component="section" aria-labelledby="ss-pasos">
          <Typography id="ss-pasos" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>Los pasos</Typography>
          <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {PASOS.map((p, i) => (
              <Grid key={p.titulo} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, height: '100%' }}>
                  <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>Paso {i + 1}</Typography>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>{p.titulo}</Typography>
                  <Typography variant="body2">{p.texto}</Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={AppLink} to="/servicio-social/informacion" variant="outlined">Reglas, documentos y calendario</Button>
          <Button component={AppLink} to="/servicio-social/destacados" variant="outlined">Proyectos destacados</Button>
        </Stack>
      </Stack>
    </Container>
  );
}
