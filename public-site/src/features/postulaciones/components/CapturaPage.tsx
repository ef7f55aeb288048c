import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { can } from '../../../../../shared/permissions';
import type { RegistroCompletado } from '../../../../../shared/schemas/postulaciones';
import { PageLoader } from '../../../components/PageLoader';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formErrorMessage } from '../../../lib/form';
import { useConvocatoria } from '../api/convocatoria';
import { capturarPostulacion } from '../api/registro';
import { VALORES_INICIALES } from '../form/values';
import { ConvocatoriaCerrada } from './ConvocatoriaCerrada';
import { RegistroPostulacionForm } from './RegistroPostulacionForm';

// A paper nomination usually comes from someone else: staff say so, rather than find «Me postulo a mí mismo(a)» chosen.
const CAPTURA_INICIAL = { ...VALORES_INICIALES, nominadorTipo: 'tercero' as const };

/** «Nuevo Postulante»: staff type in a nomination received on paper, with the same rules and documents. */
export function CapturaPage() {
  const { user } = useAuth();
  const client = useApiClient();
  const { estado, retry } = useConvocatoria();
  const [hecho, setHecho] = useState<RegistroCompletado | null>(null);
  const [vuelta, setVuelta] = useState(0);

  if (!can(user, 'postulaciones.crear')) {
    return (
      <PageSection maxWidth="md" title="Nuevo Postulante">
        <Alert severity="warning">Su cuenta no tiene permiso para capturar postulaciones. Pídalo a la administración de la plataforma.</Alert>
      </PageSection>
    );
  }
  return (
    <PageSection maxWidth="md" title="Nuevo Postulante" description="Capture una postulación recibida en papel. Se aplican las mismas reglas y documentos que en el formulario público.">
      {hecho && (
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          <AlertTitle>Postulación registrada con el folio {hecho.folio}</AlertTitle>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {hecho.id && <Link href={`/postulaciones/${hecho.id}/show`}>Abrir la postulación</Link>}
            <Link href="/postulaciones">Ir a la lista de postulaciones</Link>
          </Stack>
        </Alert>
      )}
      {estado.status === 'cargando' && <PageLoader label="Cargando la convocatoria" />}
      {estado.status === 'error' && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>Reintentar</Button>}>
          No se pudo cargar la convocatoria. {formErrorMessage(estado.error)}
        </Alert>
      )}
      {estado.status === 'cerrada' && <ConvocatoriaCerrada info={estado.info} />}
      {estado.status === 'abierta' && (
        <RegistroPostulacionForm
          key={vuelta}
          convocatoria={estado.convocatoria}
          inicial={CAPTURA_INICIAL}
          captura={{
            enviar: (envio) => capturarPostulacion(client, envio),
            alTerminar: (r) => {
              setHecho(r);
              setVuelta((n) => n + 1);
              window.scrollTo({ top: 0 });
            },
          }}
        />
      )}
    </PageSection>
  );
}
