import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../../../../shared/ui/UserAvatar';
import { PageSection } from '../../../components/PageSection';

const PARTS = [
  { primary: 'Encabezado del sitio', secondary: 'El mismo en todo el sitio público: nombre, áreas y acceso.' },
  { primary: 'Franja de egresados', secondary: 'Identidad del área en azul, debajo del encabezado.' },
  { primary: 'Contenido', secondary: 'Cada página del área: registro, resultados y avisos.' },
  { primary: 'Pie de página', secondary: 'Enlaces a las áreas y a la cuenta.' },
];

export function GraduatesTestPage() {
  return (
    <PageSection title="Prueba de egresados" description="Página de demostración del diseño público de egresados (publicgraduates), que usan el registro de egresados y el de postulaciones.">
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                Partes del diseño
              </Typography>
              <List dense disablePadding>
                {PARTS.map((part) => (
                  <ListItem key={part.primary} disableGutters>
                    <ListItemText primary={part.primary} secondary={part.secondary} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
                Tarjeta de egresado de ejemplo
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <UserAvatar alt="María Fernanda López" size="3xl" />
                <div>
                  <Typography sx={{ fontWeight: 600 }}>María Fernanda López</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Licenciatura en Biología · Generación 2019
                  </Typography>
                </div>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </PageSection>
  );
}
