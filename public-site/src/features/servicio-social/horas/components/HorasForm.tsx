import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { EntradaHoras, HoraInput } from '../../../../../../shared/schemas/servicio-social-horas';
import { formErrorMessage, lazySchema } from '../../../../lib/form';
import { Texto } from '../../comun/components/Campos';
import { useForm } from '../../comun/form/use-form';

// The server's own rule, fetched when the student first types (use-form): the hours page opens without zod.
const horaSchema = lazySchema(() => import('../../../../../../shared/schemas/servicio-social-horas').then((m) => m.horaSchema));

type Valores = { fecha: string; horas: string; actividades: string };

const toBody = (v: Valores) => ({ fecha: v.fecha, horas: v.horas.trim() === '' ? undefined : v.horas.replace(',', '.'), actividades: v.actividades });

/**
 * One day of the log (new or edited). The shared schema checks the form; the server's refusals (daily maximum,
 * future day, duplicate…) come back as a 422 and are shown next to their field, anything else above the button.
 */
export function HorasForm(props: {
  idPrefix: string;
  inicial?: EntradaHoras;
  fechaSugerida: string;
  min: string;
  max: string;
  maxHorasDia: number;
  boton: string;
  onGuardar: (input: HoraInput) => Promise<unknown>;
  onCancelar?: () => void;
}) {
  const { inicial } = props;
  const form = useForm({
    schema: horaSchema,
    initial: { fecha: inicial?.fecha ?? props.fechaSugerida, horas: inicial ? String(inicial.horas) : '', actividades: inicial?.actividades ?? '' } as Valores,
    toBody,
    idPrefix: props.idPrefix,
  });
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let datos;
    try {
      datos = await form.submit();
    } catch (e) {
      setError(formErrorMessage(e));
      return;
    }
    if (!datos) return;
    setGuardando(true);
    try {
      await props.onGuardar(datos as HoraInput);
      if (!inicial) form.setValues({ fecha: props.fechaSugerida, horas: '', actividades: '' });
    } catch (e) {
      if (!form.applyServerError(e)) setError(formErrorMessage(e));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <form onSubmit={enviar} noValidate aria-label={props.boton}>
      <Grid container spacing={2}>
        <Grid size={7}>
          <Texto form={form} field="fecha" label="Fecha" type="date" required slotProps={{ inputLabel: { shrink: true } }} htmlInput={{ min: props.min, max: props.max }} />
        </Grid>
        <Grid size={5}>
          <Texto
            form={form}
            field="horas"
            label="Horas"
            type="number"
            required
            helperText={`Máximo ${props.maxHorasDia} al día`}
            htmlInput={{ min: 0.25, max: props.maxHorasDia, step: 0.25, inputMode: 'decimal' }}
          />
        </Grid>
        <Grid size={12}>
          <Texto form={form} field="actividades" label="Actividades realizadas" required multiline minRows={2} htmlInput={{ maxLength: 2000 }} />
        </Grid>
        {error && (
          <Grid size={12}>
            <Alert severity="error" role="alert">{error}</Alert>
          </Grid>
        )}
        <Grid size={12} sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {props.onCancelar && <Button onClick={props.onCancelar}>Cancelar</Button>}
          <Button type="submit" variant="contained" loading={guardando}>
            {props.boton}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
