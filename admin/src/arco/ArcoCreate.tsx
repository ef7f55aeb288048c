import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, CheckboxGroupInput, Create, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { hoyEnMexico } from '../../../shared/egresados/fechas';
import { AREAS_ARCO, DERECHOS, PROPOSITOS_OPOSICION, VIAS_ARCO, errorDeRecepcion, solicitudEscritaArcoSchema } from '../../../shared/schemas/arco';
import { FechaInput } from '../common/FechaInput';
import { zodValidator } from '../common/zodValidator';
import { choices } from '../../../shared/egresados/valores';

const reglas = zodValidator(solicitudEscritaArcoSchema);

/** The shared schema's rules, and the receipt day against today (the server checks it again with its own today). */
function validar(valores: Record<string, unknown>) {
  const errores = reglas(valores);
  const fuera = !errores.recibida && typeof valores.recibida === 'string' ? errorDeRecepcion(valores.recibida, hoyEnMexico()) : null;
  return fuera ? { ...errores, recibida: fuera } : errores;
}

/**
 * Only an oposición names what it opposes: one or more of the mailings, or all of them. The same request may withdraw
 * an earlier oposición instead (an old mail's re-subscribe link never does).
 */
function Finalidad() {
  const [derecho, retira] = useWatch({ name: ['derecho', 'retiraOposicion'] });
  if (derecho !== 'oposicion') return null;
  return (
    <>
      <BooleanInput source="retiraOposicion" label="Retira una oposición anterior (quiere volver a recibir estos envíos)" />
      <CheckboxGroupInput
        source="propositos"
        label={retira ? '¿Qué envíos quiere volver a recibir?' : '¿A qué envíos se opone?'}
        choices={choices(PROPOSITOS_OPOSICION)}
        row={false}
        isRequired
      />
    </>
  );
}

/**
 * A request the person delivered in writing (at the window, by post, by email to the office). The deadline counts
 * from the day the office received it, and the acknowledgement and the answer go to the email written here.
 */
export const ArcoCreate = () => (
  <Create title="Registrar solicitud recibida por escrito" redirect="show">
    <SimpleForm defaultValues={() => ({ recibida: hoyEnMexico() })} validate={validar}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        El plazo de 20 días hábiles corre desde la fecha de recepción. El acuse y la respuesta se envían al correo de la persona.
      </Typography>
      <SelectInput source="derecho" label="Derecho que ejerce" choices={choices(DERECHOS)} fullWidth isRequired />
      <Finalidad />
      <SelectInput source="area" label="Área que trata sus datos" choices={choices(AREAS_ARCO)} fullWidth isRequired />
      <TextInput source="datos" label="Sus datos y lo que pide" multiline minRows={3} fullWidth isRequired />
      <TextInput source="nombre" label="Nombre completo del titular" fullWidth isRequired />
      <TextInput source="correo" label="Correo electrónico de la persona" type="email" fullWidth isRequired />
      <TextInput source="curp" label="CURP (opcional)" />
      <TextInput source="representante" label="Representante (opcional)" fullWidth />
      <SelectInput source="via" label="Vía de recepción" choices={choices(VIAS_ARCO)} fullWidth isRequired />
      {/* dd/mm/aaaa whatever the browser's language, as the other dates staff type. */}
      <FechaInput source="recibida" label="Fecha de recepción" required />
      <TextInput
        source="identidad"
        label="Cómo se acreditó la identidad"
        helperText="Por ejemplo: INE presentada en ventanilla, cotejada por quien la recibió"
        multiline
        fullWidth
        isRequired
      />
    </SimpleForm>
  </Create>
);
export default ArcoCreate;
