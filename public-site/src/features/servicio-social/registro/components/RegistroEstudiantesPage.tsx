import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { registroEstudianteSchema } from '../../../../../../shared/schemas/servicio-social';
import { PageSection } from '../../../../components/PageSection';
import { formErrorMessage } from '../../../../lib/form';
import { useCatalogo, type NivelCatalogo } from '../../../egresados/api/catalogo';
import { CatalogoState } from '../../../egresados/components/CatalogoState';
import { Consentimiento } from '../../comun/components/Consentimiento';
import { ContrasenaNueva, confirmacionError } from '../../comun/components/ContrasenaNueva';
import { Seccion, Texto, mitad } from '../../comun/components/Campos';
import { DatosAcademicos, MAYUSCULAS } from '../../comun/components/DatosAcademicos';
import { Honeypot } from '../../comun/components/Honeypot';
import { useForm } from '../../comun/form/use-form';
import { useRegistrarEstudiante } from '../api/registro';
import { RevisarCorreo } from './RevisarCorreo';
import { AvisoDeEnvio } from '../../../../components/Alert';

export const REVISE_CAMPOS = 'Revise los campos marcados: cada uno explica qué falta.';

const INICIAL = {
  matricula: '', nombre: '', apellidoPaterno: '', apellidoMaterno: '', curp: '', correo: '', nivelId: '', programaId: '',
  semestre: '', creditos: '', telefono: '', password: '', confirmacion: '', avisoPrivacidad: false, apodo: '',
};
type Valores = typeof INICIAL;

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

export function toEstudiante(v: Valores) {
  return {
    matricula: v.matricula,
    nombre: v.nombre,
    apellidoPaterno: v.apellidoPaterno,
    apellidoMaterno: v.apellidoMaterno,
    curp: v.curp,
    correo: v.correo,
    programaId: num(v.programaId),
    semestre: num(v.semestre),
    creditos: num(v.creditos),
    telefono: v.telefono,
    password: v.password,
    avisoPrivacidad: v.avisoPrivacidad,
    apodo: v.apodo,
  };
}

export function RegistroEstudiantesPage() {
  const catalogo = useCatalogo();
  const [enviado, setEnviado] = useState<string | null>(null);
  return (
    <PageSection
      maxWidth="md"
      title="Registro de estudiantes"
      description="Cree su cuenta para buscar vacantes de servicio social y solicitar la que le interese. Los campos con * son obligatorios."
    >
      {enviado ? (
        <RevisarCorreo correo={enviado} extra="Después de confirmar su correo, la oficina de servicio social revisará que cumpla los requisitos (créditos y semestre) antes de que pueda postularse." />
      ) : !catalogo.niveles ? (
        <CatalogoState error={catalogo.error} retry={catalogo.retry} />
      ) : catalogo.niveles.length === 0 ? (
        <Alert severity="info">El registro aún no está disponible: la universidad está preparando el catálogo de programas.</Alert>
      ) : (
        <RegistroEstudianteForm niveles={catalogo.niveles} onDone={setEnviado} />
      )}
    </PageSection>
  );
}

export function RegistroEstudianteForm({ niveles, onDone }: { niveles: NivelCatalogo[]; onDone: (correo: string) => void }) {
  const form = useForm({ schema: registroEstudianteSchema, initial: INICIAL, toBody: toEstudiante, idPrefix: 'estudiante', extra: confirmacionError });
  const request = useRegistrarEstudiante();
  const [formError, setFormError] = useState<string | null>(null);
  const formulario = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = await form.submit();
    if (!data) return setFormError(REVISE_CAMPOS);
    try {
      await request.mutate(data);
      onDone(form.values.correo.trim().toLowerCase());
    } catch (error) {
      if (form.applyServerError(error)) setFormError(REVISE_CAMPOS);
      else setFormError(formErrorMessage(error));
    }
  };


  return (
    <Stack component="form" ref={formulario} noValidate onSubmit={submit} spacing={3} aria-label="Registro de estudiantes" sx={{ position: 'relative' }}>
      <AvisoDeEnvio formulario={formulario} mensaje={formError} />
      <Seccion title="Datos personales">
        <Grid size={12}><Texto form={form} field="nombre" label="Nombre(s)" required autoComplete="given-name" /></Grid>
        <Grid size={mitad}><Texto form={form} field="apellidoPaterno" label="Apellido paterno" required autoComplete="family-name" /></Grid>
        <Grid size={mitad}><Texto form={form} field="apellidoMaterno" label="Apellido materno" autoComplete="additional-name" /></Grid>
        <Grid size={12}>
          <Texto form={form} field="curp" label="CURP" required autoComplete="off" helperText="18 caracteres, como aparece en su constancia de CURP." htmlInput={{ maxLength: 18, ...MAYUSCULAS }} />
        </Grid>
      </Seccion>

      <DatosAcademicos form={form} niveles={niveles} />

      <Seccion title="Cuenta y contacto" description="Le enviaremos un correo para confirmar que la dirección es suya.">
        <Grid size={12}>
          <Texto form={form} field="correo" label="Correo institucional" required type="email" autoComplete="email" htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false, maxLength: 254 }} />
        </Grid>
        <Grid size={mitad}>
          <Texto form={form} field="telefono" label="Teléfono celular" required type="tel" autoComplete="tel-national" helperText="10 dígitos." htmlInput={{ inputMode: 'tel', maxLength: 20 }} />
        </Grid>
        <Grid size={mitad} />
        <ContrasenaNueva form={form} />
      </Seccion>

      <Consentimiento
        id={form.fieldId('avisoPrivacidad')}
        checked={form.values.avisoPrivacidad}
        onChange={(checked) => {
          form.set('avisoPrivacidad', checked);
          form.blur('avisoPrivacidad');
        }}
        error={form.errors.avisoPrivacidad}
      />
      <Honeypot value={form.values.apodo} onChange={(v) => form.set('apodo', v)} />
      <Button type="submit" variant="contained" size="large" loading={request.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        Crear mi cuenta
      </Button>
    </Stack>
  );
}
