import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENSAJES_SS, aceptarInvitacionSchema, type InvitacionInfo } from '../../../../../../shared/schemas/servicio-social';
import { AppLink } from '../../../../components/AppLink';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { Seccion, Texto } from '../../comun/components/Campos';
import { ContrasenaNueva, confirmacionError } from '../../comun/components/ContrasenaNueva';
import { useForm } from '../../comun/form/use-form';
import { aceptarInvitacion, leerInvitacion } from '../api/institucion';

function Aceptar({ token, info, onHecho }: { token: string; info: InvitacionInfo; onHecho: () => void }) {
  const client = useApiClient();
  const form = useForm({
    schema: aceptarInvitacionSchema,
    initial: { nombre: info.nombre, password: '', confirmacion: '' },
    toBody: (v) => ({ token, nombre: v.nombre, password: v.password }),
    idPrefix: 'invitacion',
    extra: confirmacionError,
  });
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const data = await form.submit();
    if (!data) return;
    try {
      await aceptarInvitacion(client, data);
      onHecho();
    } catch (err) {
      if (!form.applyServerError(err)) setError(formErrorMessage(err));
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Aceptar invitación">
      <Typography>
        {info.institucion} le invita a colaborar en su portal de servicio social. Su cuenta usará el correo <strong>{info.correo}</strong>.
      </Typography>
      <Seccion title="Su cuenta">
        <Grid size={12}><Texto form={form} field="nombre" label="Su nombre" required autoComplete="name" /></Grid>
        <ContrasenaNueva form={form} />
      </Seccion>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>Crear mi cuenta</Button>
    </Stack>
  );
}

/** Reached from the emailed invitation: a colleague of an institution sets their name and password. */
export function InvitacionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery((c) => (token ? leerInvitacion(c, token) : Promise.reject(new Error(MENSAJES_SS.invitacionInvalida))), [token]);
  const [hecho, setHecho] = useState(false);
  return (
    <PageSection maxWidth="sm" title="Invitación de institución">
      {hecho ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" role="status">Su cuenta está lista. Inicie sesión con su correo y la contraseña que eligió.</Alert>
          <Button component={AppLink} to="/login" variant="contained">Iniciar sesión</Button>
        </Stack>
      ) : info.data ? (
        <Aceptar token={token} info={info.data} onHecho={() => setHecho(true)} />
      ) : info.error ? (
        <Alert severity="error">{info.error instanceof Error && !('status' in info.error) ? info.error.message : formErrorMessage(info.error)}</Alert>
      ) : (
        <Cargando error={null} retry={info.reload} label="Comprobando la invitación" />
      )}
    </PageSection>
  );
}
