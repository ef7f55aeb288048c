import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { choices } from '../../../../../../shared/egresados/valores';
import type { ProgramaSs, VacanteInput, VacanteSs } from '../../../../../../shared/schemas/servicio-social';
import { HORARIOS } from '../../../../../../shared/servicio-social/valores';
import { formErrorMessage, lazySchema } from '../../../../lib/form';
import type { NivelCatalogo } from '../../../egresados/api/catalogo';
import { CarrerasCampo } from '../../comun/components/CarrerasCampo';
import { Seccion, Seleccion, Texto, mitad } from '../../comun/components/Campos';
import { useForm } from '../../comun/form/use-form';
import { hoyMexico } from '../../comun/formato';
import { AvisoDeEnvio } from '../../../../components/Alert';

// Fetched when the person first types (lib/form lazySchema): zod stays off the page's first load.
const vacanteSchema = lazySchema(() => import('../../../../../../shared/schemas/servicio-social').then((m) => m.vacanteSchema));

interface Props {
  vacante: VacanteSs | null;
  programas: ProgramaSs[];
  programaInicial?: string;
  niveles: NivelCatalogo[];
  onGuardar: (input: VacanteInput) => Promise<unknown>;
  onCancelar: () => void;
}

const toBody = (v: ReturnType<typeof inicial>) => ({ ...v, programaId: v.programaId ? Number(v.programaId) : undefined, cupo: v.cupo.trim() === '' ? undefined : Number(v.cupo) });

// A new vacancy opened from a program («Publicar una vacante», or the only approved one) starts with that
// program's careers and schedule, as choosing it in the select does; otherwise the form could not be sent as is.
function inicial(v: VacanteSs | null, programas: ProgramaSs[], programaInicial = '') {
  const programa = v ? undefined : programas.find((p) => String(p.id) === programaInicial) ?? (programas.length === 1 ? programas[0] : undefined);
  return {
    programaId: v ? String(v.programaId) : programa ? String(programa.id) : '',
    titulo: v?.titulo ?? '',
    descripcion: v?.descripcion ?? '',
    carreras: v?.carreras ?? programa?.carreras ?? ([] as number[]),
    cupo: v ? String(v.cupo) : '',
    publicacionDesde: v?.publicacionDesde ?? hoyMexico(),
    publicacionHasta: v?.publicacionHasta ?? '',
    horario: v?.horario ?? programa?.horario ?? '',
  };
}

/** A vacancy of an approved program; its careers come from the program's. */
export function VacanteForm({ vacante, programas, programaInicial, niveles, onGuardar, onCancelar }: Props) {
  const form = useForm({ schema: vacanteSchema, initial: inicial(vacante, programas, programaInicial), toBody, idPrefix: 'vacante' });
  const [error, setError] = useState<string | null>(null);
  const formulario = useRef<HTMLFormElement>(null);
  const [guardando, setGuardando] = useState(false);
  const programa = programas.find((p) => String(p.id) === form.values.programaId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const data = await form.submit();
    if (!data) return setError('Revise los campos marcados.');
    setGuardando(true);
    try {
      await onGuardar(data as VacanteInput);
    } catch (e) {
      if (form.applyServerError(e)) setError('Revise los campos marcados.');
      else setError(formErrorMessage(e));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <Stack component="form" ref={formulario} noValidate onSubmit={submit} spacing={3} aria-label={vacante ? 'Editar vacante' : 'Nueva vacante'}>
      <AvisoDeEnvio formulario={formulario} mensaje={error} />
      <Seccion title="La vacante">
        <Grid size={12}>
          <Seleccion
            form={form}
            field="programaId"
            label="Programa aprobado"
            required
            disabled={!!vacante}
            options={programas.map((p) => ({ id: p.id, name: p.nombre }))}
            onChange={(e) => {
              form.set('programaId', e.target.value);
              const nuevo = programas.find((p) => String(p.id) === e.target.value);
              form.set('carreras', nuevo ? nuevo.carreras : []);
              if (nuevo && !form.values.horario) form.set('horario', nuevo.horario);
            }}
          />
        </Grid>
        <Grid size={12}><Texto form={form} field="titulo" label="Título de la vacante" required /></Grid>
        <Grid size={12}><Texto form={form} field="descripcion" label="Descripción" multiline minRows={3} helperText="Opcional: lo que distingue a esta vacante dentro del programa." htmlInput={{ maxLength: 3000 }} /></Grid>
        <Grid size={12}>
          <CarrerasCampo
            id={form.fieldId('carreras')}
            niveles={niveles}
            value={form.values.carreras}
            limitar={programa?.carreras}
            onChange={(ids) => form.set('carreras', ids)}
            onBlur={() => form.blur('carreras')}
            error={form.errors.carreras}
            helperText={programa ? 'Las carreras del programa; quite las que no apliquen.' : 'Elija primero el programa.'}
          />
        </Grid>
      </Seccion>
      <Seccion title="Cupo, fechas y horario">
        <Grid size={mitad}>
          <Texto form={form} field="cupo" label="Cupo (lugares)" required helperText={vacante ? `Ya ocupados: ${vacante.ocupados}.` : undefined} htmlInput={{ inputMode: 'numeric', maxLength: 3 }} />
        </Grid>
        <Grid size={mitad}><Seleccion form={form} field="horario" label="Horario" required options={choices(HORARIOS)} /></Grid>
        <Grid size={mitad}><Texto form={form} field="publicacionDesde" label="Publicar desde" required type="date" slotProps={{ inputLabel: { shrink: true } }} /></Grid>
        <Grid size={mitad}><Texto form={form} field="publicacionHasta" label="Publicar hasta" required type="date" slotProps={{ inputLabel: { shrink: true } }} /></Grid>
      </Seccion>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button type="submit" variant="contained" loading={guardando}>
          {vacante ? 'Guardar cambios' : 'Publicar vacante'}
        </Button>
        <Button onClick={onCancelar}>Cancelar</Button>
      </Stack>
    </Stack>
  );
}
