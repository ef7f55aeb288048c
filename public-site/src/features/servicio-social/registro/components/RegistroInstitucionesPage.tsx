import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { registroInstitucionSchema } from '../../../../../../shared/schemas/servicio-social';
import { PageSection } from '../../../../components/PageSection';
import { formErrorMessage } from '../../../../lib/form';
import { Seccion } from '../../comun/components/Campos';
import { Consentimiento } from '../../comun/components/Consentimiento';
import { ContrasenaNueva, confirmacionError } from '../../comun/components/ContrasenaNueva';
import { Honeypot } from '../../comun/components/Honeypot';
import { INSTITUCION_INICIAL, InstitucionCampos, toInstitucionDatos, type InstitucionValores } from '../../comun/components/InstitucionCampos';
import { useForm } from '../../comun/form/use-form';
import { useRegistrarInstitucion } from '../api/registro';
import { RevisarCorreo } from './RevisarCorreo';
import { REVISE_CAMPOS } from './RegistroEstudiantesPage';

const INICIAL = { ...INSTITUCION_INICIAL, password: '', confirmacion: '', avisoPrivacidad: false, apodo: '' };
type Valores = typeof INICIAL;

const toRegistro = (v: Valores) => ({
  ...toInstitucionDatos(v as InstitucionValores),
  password: v.password,
  avisoPrivacidad: v.avisoPrivacidad,
  apodo: v.apodo,
});

export function RegistroInstitucionesPage() {
  const [enviado, setEnviado] = useState<string | null>(null);
  return (
    <PageSection
      maxWidth="md"
      title="Registro de instituciones"
      description="Dependencias públicas, organismos y organizaciones de la sociedad civil que quieran recibir prestadores de servicio social. Los campos con * son obligatorios."
    >
      {enviado ? (
        <RevisarCorreo correo={enviado} extra="Después de confirmar el correo, la oficina de servicio social validará los datos de la institución. Mientras tanto podrá entrar y preparar sus programas." />
      ) : (
        <RegistroInstitucionForm onDone={setEnviado} />
      )}
    </PageSection>
  );
}

export function RegistroInstitucionForm({ onDone }: { onDone: (correo: string) => void }) {
  const form = useForm({ schema: registroInstitucionSchema, initial: INICIAL, toBody: toRegistro, idPrefix: 'institucion', extra: confirmacionError });
  const request = useRegistrarInstitucion();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = await form.submit();
    if (!data) return setFormError(REVISE_CAMPOS);
    try {
      await request.mutate(data);
      onDone(form.values['responsable.correo'].trim().toLowerCase());
    } catch (error) {
      if (form.applyServerError(error)) setFormError(REVISE_CAMPOS);
      else setFormError(formErrorMessage(error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Registro de instituciones" sx={{ position: 'relative' }}>
      <InstitucionCampos form={form} />
      <Seccion title="Contraseña" description="Con el correo del responsable y esta contraseña se entra al portal de la institución.">
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
        Registrar institución
      </Button>
    </Stack>
  );
}
