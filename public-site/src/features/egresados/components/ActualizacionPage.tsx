import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../../../shared/api/errors';
import { ACTUALIZACION_ENLACE_INVALIDO } from '../../../../../shared/egresados/mensajes';
import type { ExpedientePropio } from '../../../../../shared/schemas/registro';
import { useToast } from '../../../../../shared/ui/toast';
import { PageLoader } from '../../../components/PageLoader';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage, lazySchema } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';
import { guardarExpediente, leerExpediente } from '../api/actualizacion';
import { useCatalogo } from '../api/catalogo';
import { solicitarEnlaceActualizacion } from '../api/registro';
import { useEgresadoForm } from '../form/use-egresado-form';
import { fromExpediente, REVISE_CAMPOS, toActualizacion } from '../form/values';
import { CatalogoState } from './CatalogoState';
import { EgresadoFields } from './EgresadoFields';
import { ReenvioForm } from './ReenvioForm';
import { AvisoDeEnvio } from '../../../components/Alert';

function EnlaceInvalido({ message }: { message: string }) {
  return (
    <PageSection maxWidth="sm" title="Enlace no válido">
      <Stack spacing={3}>
        <Alert severity="error">{message}</Alert>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Solicitar un enlace nuevo
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Escriba el correo de su registro de egresado y le enviaremos un enlace nuevo, válido por 7 días.
          </Typography>
          <ReenvioForm send={solicitarEnlaceActualizacion} label="Correo electrónico" button="Enviar enlace nuevo" />
        </Paper>
      </Stack>
    </PageSection>
  );
}

export function ActualizacionPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useApiClient();
  const catalogo = useCatalogo();
  const [state, setState] = useState<{ expediente: ExpedientePropio | null; error: unknown }>({ expediente: null, error: null });
  // The token the page started with: a save hands back a new one (bound to a changed correo), which must not reload the form.
  const [loadedWith] = useState(token);

  const load = useCallback(() => {
    setState({ expediente: null, error: null });
    leerExpediente(client, loadedWith).then(
      (expediente) => setState({ expediente, error: null }),
      (error: unknown) => setState({ expediente: null, error }),
    );
  }, [client, loadedWith]);
  useEffect(() => {
    if (loadedWith) load();
  }, [load, loadedWith]);

  if (!loadedWith) return <EnlaceInvalido message={ACTUALIZACION_ENLACE_INVALIDO} />;
  if (state.error instanceof ApiError && state.error.status === 410) return <EnlaceInvalido message={state.error.message} />;

  let body;
  if (state.error) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={load}>Reintentar</Button>}>
        {formErrorMessage(state.error)}
      </Alert>
    );
  } else if (!state.expediente) body = <PageLoader label="Cargando sus datos" />;
  else if (!catalogo.niveles) body = <CatalogoState error={catalogo.error} retry={catalogo.retry} />;
  else {
    body = (
      <ActualizacionForm
        expediente={state.expediente}
        niveles={catalogo.niveles}
        token={token}
        onToken={(next) => setParams({ token: next }, { replace: true })}
      />
    );
  }

  return (
    <PageSection maxWidth="md" title="Actualizar mis datos" description="Revise sus datos y corrija lo que haya cambiado. Los campos con * son obligatorios.">
      {body}
    </PageSection>
  );
}

interface ActualizacionFormProps {
  expediente: ExpedientePropio;
  niveles: NonNullable<ReturnType<typeof useCatalogo>['niveles']>;
  token: string;
  onToken: (token: string) => void;
}

const actualizacionSchema = lazySchema(() => import('../../../../../shared/schemas/egresados').then((m) => m.actualizacionSchema));

function ActualizacionForm({ expediente, niveles, token, onToken }: ActualizacionFormProps) {
  const form = useEgresadoForm(actualizacionSchema, toActualizacion, fromExpediente(expediente));
  const client = useApiClient();
  const save = useMutation((input: ReturnType<typeof toActualizacion>) => guardarExpediente(client, token, input));
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const formulario = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(null);
    try {
      const data = await form.submit();
      if (!data) return setFormError(REVISE_CAMPOS);
      const result = await save.mutate(data);
      onToken(result.token);
      setSaved(result.message);
      toast({ title: 'Datos guardados', description: result.message, variant: 'success' });
    } catch (error) {
      if (form.applyServerError(error)) setFormError(REVISE_CAMPOS);
      else setFormError(formErrorMessage(error));
    }
  };

  return (
    <>
      <Stack component="form" ref={formulario} noValidate onSubmit={submit} onFocus={form.prefetch} spacing={3} aria-label="Actualizar mis datos">
      <AvisoDeEnvio formulario={formulario} mensaje={formError} />
        {!expediente.verificado && (
          <Alert severity="info">Su correo aún no está confirmado. Busque en su bandeja el mensaje «Confirme su correo de egresado».</Alert>
        )}
        <EgresadoFields
          values={form.values}
          errors={form.errors}
          set={form.set}
          blur={form.blur}
          niveles={niveles}
          matriculaFija
          programaActual={{ id: expediente.programaId, nombre: expediente.programa, nivelId: expediente.nivelId, nivel: expediente.nivel }}
        />
        {saved && (
          <Alert severity="success" role="status">
            {saved}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={save.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          Guardar mis datos
        </Button>
      </Stack>
    </>
  );
}
