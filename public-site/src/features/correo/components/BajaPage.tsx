import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../../../shared/api/errors';
import { AppLink } from '../../../components/AppLink';
import { PageLoader } from '../../../components/PageLoader';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';
import { darDeBaja } from '../api/dar-de-baja';
import { leerBaja } from '../api/leer-baja';
import type { Suscripcion } from '../api/suscripcion';
import { volverASuscribir } from '../api/volver-a-suscribir';

export const ENLACE_BAJA_INVALIDO =
  'El enlace para dejar de recibir correos no es válido. Use el enlace completo que aparece al final de cualquier correo de la oficina de egresados.';

function EnlaceInvalido({ message }: { message: string }) {
  return (
    <PageSection maxWidth="sm" title="Enlace no válido">
      <Alert severity="error">{message}</Alert>
    </PageSection>
  );
}

export function BajaPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const client = useApiClient();
  const [state, setState] = useState<{ suscripcion: Suscripcion | null; error: unknown }>({ suscripcion: null, error: null });
  const [changed, setChanged] = useState(false);
  const baja = useMutation(() => darDeBaja(client, token));
  const alta = useMutation(() => volverASuscribir(client, token));

  const load = useCallback(() => {
    setState({ suscripcion: null, error: null });
    leerBaja(client, token).then(
      (suscripcion) => setState({ suscripcion, error: null }),
      (error: unknown) => setState({ suscripcion: null, error }),
    );
  }, [client, token]);
  useEffect(() => {
    if (token) load();
  }, [load, token]);

  if (!token) return <EnlaceInvalido message={ENLACE_BAJA_INVALIDO} />;
  const { error, suscripcion } = state;
  if (error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 410)) {
    return <EnlaceInvalido message={error.message || ENLACE_BAJA_INVALIDO} />;
  }

  const apply = async (action: typeof baja) => {
    baja.reset();
    alta.reset();
    try {
      const next = await action.mutate(undefined);
      setState({ suscripcion: next, error: null });
      setChanged(true);
    } catch {
      // The alert below shows the mutation's error.
    }
  };
  const actionError = baja.error ?? alta.error;

  let body;
  if (error) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={load}>Reintentar</Button>}>
        {formErrorMessage(error)}
      </Alert>
    );
  } else if (!suscripcion) {
    body = <PageLoader label="Consultando su suscripción" />;
  } else if (suscripcion.oposicion) {
    // A legal opposition: this page's button cannot lift it, so it says what can instead of offering it.
    body = (
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          {`La dirección ${suscripcion.correo} no recibe los correos masivos de la oficina de egresados porque usted se opuso a ellos con una solicitud de derechos ARCO.`}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          Un enlace de correo no deshace esa oposición. Si quiere volver a recibirlos, presente una nueva solicitud de oposición y elija «Retirar una oposición anterior».
        </Typography>
        <Button component={AppLink} to="/privacidad/solicitudes" variant="outlined" sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          Presentar una solicitud ARCO
        </Button>
      </Stack>
    );
  } else if (suscripcion.baja) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {changed
            ? `Listo. Ya no enviaremos correos masivos de la oficina de egresados a ${suscripcion.correo}.`
            : `La dirección ${suscripcion.correo} ya no recibe los correos masivos de la oficina de egresados.`}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          Seguirá recibiendo los mensajes que usted solicite, como los enlaces para actualizar sus datos. Si fue un error, puede volver a suscribirse.
        </Typography>
        <Button variant="outlined" onClick={() => apply(alta)} loading={alta.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          Volver a suscribirme
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {changed && (
          <Alert severity="success" role="status">
            {`Listo. Volverá a recibir los correos de la oficina de egresados en ${suscripcion.correo}.`}
          </Alert>
        )}
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          ¿Desea dejar de recibir los correos de la oficina de egresados en <strong>{suscripcion.correo}</strong>?
        </Typography>
        <Button variant="contained" color="primary" onClick={() => apply(baja)} loading={baja.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          Dejar de recibir correos
        </Button>
      </Stack>
    );
  }

  return (
    <PageSection maxWidth="sm" title="Dejar de recibir correos">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={2}>
          {body}
          {actionError ? (
            <Alert severity="error" role="alert">
              {formErrorMessage(actionError)}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </PageSection>
  );
}
