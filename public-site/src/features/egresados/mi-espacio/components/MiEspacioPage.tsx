import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROL_EGRESADO } from '../../../../../../shared/acceso-enlace/roles';
import { CANJE_EGRESADO, type MiEspacioEgresado } from '../../../../../../shared/egresados/mi-espacio';
import { AppLink } from '../../../../components/AppLink';
import { PageLoader } from '../../../../components/PageLoader';
import { PageSection } from '../../../../components/PageSection';
import { useAuth } from '../../../../lib/auth';
import { formErrorMessage } from '../../../../lib/form';
import { useCanjeEnlace } from '../../../../lib/use-canje-enlace';
import { useMiEspacio } from '../api';
import { seccionesMiEspacio } from './secciones';

/** /egresados/mi-espacio: exchanges the emailed link's ?token= for a session, then shows the graduate's own space. */
export function MiEspacioPage() {
  const { user, status, logout } = useAuth();
  const canje = useCanjeEnlace(CANJE_EGRESADO);

  const egresado = !!user?.roles.includes(ROL_EGRESADO);
  const { datos, error } = useMiEspacio(egresado && !canje.pendiente);

  if (canje.pendiente) return <PageLoader label="Entrando a Mi espacio" />;
  if (canje.error) return <SinSesion aviso={canje.error} />;
  if (status === 'checking') return <PageLoader label="Comprobando la sesión" />;
  if (!egresado) return <SinSesion />;
  if (error) return <SinSesion aviso={formErrorMessage(error)} />;
  if (!datos) return <PageLoader label="Cargando Mi espacio" />;
  return <Espacio egresado={datos} salir={() => void logout()} />;
}

function SinSesion({ aviso }: { aviso?: string }) {
  return (
    <PageSection title="Mi espacio de egresado" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Stack spacing={2.5}>
          {aviso && (
            <Alert severity="error" role="alert">
              {aviso}
            </Alert>
          )}
          <Typography>
            Para entrar no necesita contraseña: pida un enlace de acceso y ábralo desde su correo. Llega al correo de su registro de egresado y
            sirve una sola vez.
          </Typography>
          <Button component={AppLink} to="/egresados/acceso" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {aviso ? 'Pedir un enlace nuevo' : 'Pedir enlace de acceso'}
          </Button>
        </Stack>
      </Paper>
    </PageSection>
  );
}

function Espacio({ egresado, salir }: { egresado: MiEspacioEgresado; salir: () => void }) {
  const dato = (etiqueta: string, valor: string) => (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {etiqueta}
      </Typography>
      {/* A long address breaks anywhere rather than push a phone's page sideways. */}
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {valor}
      </Typography>
    </div>
  );
  return (
    <PageSection title="Mi espacio de egresado" description={`Hola, ${egresado.nombre}.`} maxWidth="md">
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="mi-registro" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
          <Typography id="mi-registro" component="h2" variant="h6" sx={{ mb: 2 }}>
            Mi registro
          </Typography>
          <Stack component="dl" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }} sx={{ m: 0 }}>
            {dato('Programa', `${egresado.programa} (${egresado.nivel})`)}
            {dato('Generación', String(egresado.generacion))}
            {dato('Correo', egresado.correo)}
          </Stack>
        </Paper>
        {seccionesMiEspacio.map(({ id, titulo, Contenido }) => (
          <Paper key={id} variant="outlined" component="section" aria-labelledby={`seccion-${id}`} sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
            <Typography id={`seccion-${id}`} component="h2" variant="h6" sx={{ mb: 1 }}>
              {titulo}
            </Typography>
            <Contenido egresado={egresado} />
          </Paper>
        ))}
        <Button variant="outlined" onClick={salir} sx={{ alignSelf: 'flex-start' }}>
          Cerrar sesión
        </Button>
      </Stack>
    </PageSection>
  );
}
