import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageSection } from '../../../components/PageSection';
import { Alert, preloadAlert, AvisoDeEnvio, preloadAvisoDeEnvio } from '../../../components/Alert';
import { formErrorMessage, lazySchema } from '../../../lib/form';
import { useCatalogo } from '../api/catalogo';
import { useRegistrar } from '../api/registro';
import { useEgresadoForm } from '../form/use-egresado-form';
import { EMPTY_VALUES, REVISE_CAMPOS, toRegistro } from '../form/values';
import { CatalogoState } from './CatalogoState';
import { ConsentSection } from './ConsentSection';
import { EgresadoFields } from './EgresadoFields';
import { Honeypot } from './Honeypot';

/** A new installation, before the office has loaded its programs: the form could not be completed. */
export const SIN_PROGRAMAS =
  'El registro en línea aún no está disponible: la oficina de egresados está preparando el catálogo de programas. Vuelva a intentarlo en unos días.';

// In form/values so the update page can use it without importing this page (which would merge the two chunks).
export { REVISE_CAMPOS } from '../form/values';

const registroSchema = lazySchema(() => import('../../../../../shared/schemas/egresados').then((m) => m.registroSchema));

export function RegistroPage() {
  const catalogo = useCatalogo();
  return (
    <PageSection
      maxWidth="md"
      title="Registro de Egresados"
      description="Forme parte de la comunidad de egresados. Le toma unos dos minutos; los campos con * son obligatorios."
    >
      {/* The form is there from the start (it is in the page's HTML): only the level field waits for the catalog. */}
      {catalogo.niveles?.length === 0 ? (
        <Alert severity="info">{SIN_PROGRAMAS}</Alert>
      ) : (
        <Stack spacing={3}>
          {catalogo.error !== null && <CatalogoState error={catalogo.error} retry={catalogo.retry} />}
          <RegistroForm niveles={catalogo.niveles} />
        </Stack>
      )}
    </PageSection>
  );
}

/** `niveles` is null while the catalog loads: the level field stays disabled until it arrives. */
export function RegistroForm({ niveles }: { niveles: ReturnType<typeof useCatalogo>['niveles'] }) {
  const form = useEgresadoForm(registroSchema, toRegistro, EMPTY_VALUES);
  const request = useRegistrar();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const formulario = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      const data = await form.submit();
      if (!data) return setFormError(REVISE_CAMPOS);
      await request.mutate(data);
      navigate('/egresados/resultado/exito', { state: { correo: data.correo } });
    } catch (error) {
      if (form.applyServerError(error)) setFormError(REVISE_CAMPOS);
      else setFormError(formErrorMessage(error));
    }
  };

  return (
    <>
      <Stack component="form" ref={formulario} noValidate onSubmit={submit} onFocus={() => {
          form.prefetch();
          preloadAlert();
          preloadAvisoDeEnvio();
        }} spacing={3} aria-label="Registro de egresados" sx={{ position: 'relative' }}>
        <AvisoDeEnvio formulario={formulario} mensaje={formError} />
        <EgresadoFields values={form.values} errors={form.errors} set={form.set} blur={form.blur} niveles={niveles ?? []} cargandoNiveles={!niveles} />
        <ConsentSection
          checked={form.values.avisoPrivacidad}
          onChange={(checked) => {
            form.set('avisoPrivacidad', checked);
            form.blur('avisoPrivacidad');
          }}
          error={form.errors.avisoPrivacidad}
        />
        <Honeypot value={form.values.sitioWeb} onChange={(v) => form.set('sitioWeb', v)} />
        <Button type="submit" variant="contained" size="large" loading={request.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          Enviar registro
        </Button>
      </Stack>
    </>
  );
}
