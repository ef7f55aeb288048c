import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROL_POSTULANTE } from '../../../../../../shared/acceso-enlace/roles';
import { CANJE_POSTULANTE } from '../../../../../../shared/postulaciones/mis-postulaciones';
import { EnlaceAccesoForm } from '../../../../components/EnlaceAccesoForm';
import { PageLoader } from '../../../../components/PageLoader';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { useAuth } from '../../../../lib/auth';
import { formErrorMessage } from '../../../../lib/form';
import { useCanjeEnlace } from '../../../../lib/use-canje-enlace';
import { pedirEnlace, useMisPostulaciones } from '../api';
import { PostulacionCard } from './PostulacionCard';

const TITULO = 'Mis postulaciones';

/** /postulaciones/mis-postulaciones: the emailed link's ?token= opens a session; without one, the form that sends it. */
export function MisPostulacionesPage() {
  const { user, status, logout } = useAuth();
  const canje = useCanjeEnlace(CANJE_POSTULANTE);
  const postulante = !!user?.roles.includes(ROL_POSTULANTE);
  const { datos, error, recargar } = useMisPostulaciones(postulante && !canje.pendiente);

  if (canje.pendiente) return <PageLoader label="Entrando a Mis postulaciones" />;
  if (canje.error) return <SinSesion aviso={canje.error} />;
  if (status === 'checking') return <PageLoader label="Comprobando la sesión" />;
  if (!postulante) return <SinSesion />;
  if (error) return <SinSesion aviso={formErrorMessage(error)} />;
  if (!datos) return <PageLoader label="Cargando sus postulaciones" />;
  return (
    <PageSection title={TITULO} description={`Las postulaciones que registró con ${user!.email}.`} maxWidth="md">
      <Stack spacing={3}>
        {datos.length === 0 && <Typography>No hay postulaciones registradas con este correo.</Typography>}
        {datos.map((p) => (
          <PostulacionCard key={p.id} postulacion={p} recargar={recargar} />
        ))}
        <Button variant="outlined" onClick={() => void logout()} sx={{ alignSelf: 'flex-start' }}>
          Cerrar sesión
        </Button>
      </Stack>
    </PageSection>
  );
}

function SinSesion({ aviso }: { aviso?: string }) {
  const client = useApiClient();
  return (
    <PageSection
      title={TITULO}
      description="Consulte el estado de las postulaciones que registró. No necesita contraseña ni folio: le enviamos un enlace de un solo uso al correo con el que postuló."
      maxWidth="sm"
    >
      <Stack spacing={2.5}>
        {aviso && (
          <Alert severity="error" role="alert">
            {aviso}
          </Alert>
        )}
        <EnlaceAccesoForm
          pedir={(correo) => pedirEnlace(client, correo)}
          ayuda="El correo de quien registró la postulación."
          obligatorio="Escriba el correo con el que registró la postulación"
        />
      </Stack>
    </PageSection>
  );
}
