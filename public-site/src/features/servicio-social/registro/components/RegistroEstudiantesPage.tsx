import { useState, type FormEvent } from 'react';
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
import { Seccion, Seleccion, Texto, mitad } from '../../comun/components/Campos';
import { Honeypot } from '../../comun/components/Honeypot';
import { useForm } from '../../comun/form/use-form';
import { useRegistrarEstudiante } from '../api/registro';
import { RevisarCorreo } from './RevisarCorreo';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = form.submit();
    if (!data) return setFormError(REVISE_CAMPOS);
    try {
      await request.mutate(data);
      onDone(form.values.correo.trim().toLowerCase());
    } catch (error) {
      if (form.applyServerError(error)) setFormError(REVISE_CAMPOS);
      else setFormError(formErrorMessage(error));
    }
  };

  const nivel = niveles.find((n) => String(n.id) === form.values.nivelId);
  const upper = { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Registro de estudiantes" sx={{ position: 'relative' }}>
      <Seccion title="Datos personales">
        <Grid size={12}><Texto form={form} field="nombre" label="Nombre(s)" required autoComplete="given-name" /></Grid>
        <Grid size={mitad}><Texto form={form} field="apellidoPaterno" label="Apellido paterno" required autoComplete="family-name" /></Grid>
        <Grid size={mitad}><Texto form={form} field="apellidoMaterno" label="Apellido materno" autoComplete="additional-name" /></Grid>
        <Grid size={12}>
          <Texto form={form} field="curp" label="CURP" required autoComplete="off" helperText="18 caracteres, como aparece en su constancia de CURP." htmlInput={{ maxLength: 18, ...upper }} />
        </Grid>
      </Seccion>

      <Seccion title="Datos académicos" description="La oficina los compara con los registros escolares para confirmar que puede prestar su servicio.">
        <Grid size={mitad}><Texto form={form} field="matricula" label="Matrícula" required autoComplete="off" htmlInput={{ maxLength: 30, ...upper }} /></Grid>
        <Grid size={mitad}>
          <Seleccion
            form={form}
            field="nivelId"
            label="Nivel de estudios"
            required
            options={niveles.map((n) => ({ id: n.id, name: n.nombre }))}
            onChange={(e) => {
              form.set('nivelId', e.target.value);
              if (!niveles.find((n) => String(n.id) === e.target.value)?.programas.some((p) => String(p.id) === form.values.programaId)) form.set('programaId', '');
            }}
          />
        </Grid>
        <Grid size={12}>
          <Seleccion
            form={form}
            field="programaId"
            label="Programa (carrera)"
            required
            disabled={!nivel}
            helperText={nivel ? undefined : 'Elija primero el nivel de estudios.'}
            options={(nivel?.programas ?? []).map((p) => ({ id: p.id, name: p.nombre }))}
          />
        </Grid>
        <Grid size={mitad}><Texto form={form} field="semestre" label="Semestre que cursa" required htmlInput={{ inputMode: 'numeric', maxLength: 2 }} /></Grid>
        <Grid size={mitad}>
          <Texto form={form} field="creditos" label="Porcentaje de créditos aprobados" required helperText="Un número de 0 a 100, como lo indica su historial académico." htmlInput={{ inputMode: 'numeric', maxLength: 3 }} />
        </Grid>
      </Seccion>

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
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={request.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        Crear mi cuenta
      </Button>
    </Stack>
  );
}
