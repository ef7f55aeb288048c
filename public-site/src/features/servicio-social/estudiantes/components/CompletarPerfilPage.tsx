import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { completarPerfilSchema, type PrellenadoPerfil } from '../../../../../../shared/schemas/servicio-social';
import { PageSection } from '../../../../components/PageSection';
import { formErrorMessage } from '../../../../lib/form';
import { useCatalogo, type NivelCatalogo } from '../../../egresados/api/catalogo';
import { CatalogoState } from '../../../egresados/components/CatalogoState';
import { Cargando } from '../../comun/components/Cargando';
import { Seccion, Texto, mitad } from '../../comun/components/Campos';
import { Consentimiento } from '../../comun/components/Consentimiento';
import { DatosAcademicos, MAYUSCULAS } from '../../comun/components/DatosAcademicos';
import { useQuery } from '../../comun/api/use-query';
import { useApiClient } from '../../../../lib/api-client';
import { useForm } from '../../comun/form/use-form';
import { REVISE_CAMPOS } from '../../registro/components/RegistroEstudiantesPage';
import { completarPerfil, leerPrellenado } from '../api/estudiante';
import { AvisoDeEnvio } from '../../../../components/Alert';

const INICIO = '/servicio-social/estudiantes';
const INICIAL = { matricula: '', curp: '', nivelId: '', programaId: '', semestre: '', creditos: '', telefono: '', avisoPrivacidad: false };
type Valores = typeof INICIAL;
const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
const toBody = (v: Valores) => ({
  matricula: v.matricula, curp: v.curp, programaId: num(v.programaId), semestre: num(v.semestre), creditos: num(v.creditos),
  telefono: v.telefono, avisoPrivacidad: v.avisoPrivacidad,
});

/** First visit of a student who came in with the institutional account: the profile the registration would have asked. */
export function CompletarPerfilPage() {
  const prellenado = useQuery(leerPrellenado);
  const catalogo = useCatalogo();
  const navigate = useNavigate();
  if (prellenado.data?.completo) return <Navigate to={INICIO} replace />;
  return (
    <PageSection
      maxWidth="md"
      title="Complete su perfil de servicio social"
      description="Entró con su cuenta institucional. Para buscar vacantes, la oficina necesita sus datos escolares. Los campos con * son obligatorios."
    >
      {!prellenado.data ? (
        <Cargando error={prellenado.error} retry={prellenado.reload} label="Cargando sus datos" />
      ) : !catalogo.niveles ? (
        <CatalogoState error={catalogo.error} retry={catalogo.retry} />
      ) : (
        <CompletarPerfilForm datos={prellenado.data} niveles={catalogo.niveles} onDone={() => navigate(INICIO, { replace: true })} />
      )}
    </PageSection>
  );
}

function CompletarPerfilForm({ datos, niveles, onDone }: { datos: PrellenadoPerfil; niveles: NivelCatalogo[]; onDone: () => void }) {
  const form = useForm({ schema: completarPerfilSchema, initial: INICIAL, toBody, idPrefix: 'completar' });
  const [enviando, setEnviando] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formulario = useRef<HTMLFormElement>(null);
  const client = useApiClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = await form.submit();
    if (!data) return setFormError(REVISE_CAMPOS);
    setEnviando(true);
    try {
      await completarPerfil(client, data);
      onDone();
    } catch (error) {
      if (form.applyServerError(error)) setFormError(REVISE_CAMPOS);
      else setFormError(formErrorMessage(error));
    } finally {
      setEnviando(false);
    }
  };

  const soloLectura = { readOnly: true };
  return (
    <Stack component="form" ref={formulario} noValidate onSubmit={submit} spacing={3} aria-label="Completar perfil de servicio social">
      <AvisoDeEnvio formulario={formulario} mensaje={formError} />
      <Seccion title="Datos de su cuenta institucional" description="Vienen de su cuenta institucional y no se pueden cambiar aquí.">
        <Grid size={12}><TextField id="completar-nombre" label="Nombre(s)" fullWidth value={datos.nombre} slotProps={{ htmlInput: soloLectura }} /></Grid>
        <Grid size={mitad}><TextField id="completar-paterno" label="Apellido paterno" fullWidth value={datos.apellidoPaterno} slotProps={{ htmlInput: soloLectura }} /></Grid>
        <Grid size={mitad}><TextField id="completar-materno" label="Apellido materno" fullWidth value={datos.apellidoMaterno ?? ''} slotProps={{ htmlInput: soloLectura }} /></Grid>
        <Grid size={12}><TextField id="completar-correo" label="Correo institucional" fullWidth value={datos.correo} slotProps={{ htmlInput: soloLectura }} /></Grid>
      </Seccion>
      <Seccion title="Datos personales">
        <Grid size={12}>
          <Texto form={form} field="curp" label="CURP" required autoComplete="off" helperText="18 caracteres, como aparece en su constancia de CURP." htmlInput={{ maxLength: 18, ...MAYUSCULAS }} />
        </Grid>
        <Grid size={mitad}>
          <Texto form={form} field="telefono" label="Teléfono celular" required type="tel" autoComplete="tel-national" helperText="10 dígitos." htmlInput={{ inputMode: 'tel', maxLength: 20 }} />
        </Grid>
      </Seccion>
      <DatosAcademicos form={form} niveles={niveles} />
      <Consentimiento
        id={form.fieldId('avisoPrivacidad')}
        checked={form.values.avisoPrivacidad}
        onChange={(checked) => {
          form.set('avisoPrivacidad', checked);
          form.blur('avisoPrivacidad');
        }}
        error={form.errors.avisoPrivacidad}
      />
      <Button type="submit" variant="contained" size="large" loading={enviando} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        Guardar mi perfil
      </Button>
    </Stack>
  );
}
