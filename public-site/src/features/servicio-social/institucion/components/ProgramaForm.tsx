import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { choices } from '../../../../../../shared/egresados/valores';
import type { ProgramaSs, ProgramaSsInput } from '../../../../../../shared/schemas/servicio-social';
import { HORARIOS, MODALIDADES } from '../../../../../../shared/servicio-social/valores';
import { formErrorMessage, lazySchema } from '../../../../lib/form';
import type { NivelCatalogo } from '../../../egresados/api/catalogo';
import { CarrerasCampo } from '../../comun/components/CarrerasCampo';
import { Seccion, Seleccion, Texto, mitad } from '../../comun/components/Campos';
import { useForm } from '../../comun/form/use-form';
import { AvisoDeEnvio } from '../../../../components/Alert';

// Fetched when the person first types (lib/form lazySchema): zod stays off the page's first load.
const programaSsSchema = lazySchema(() => import('../../../../../../shared/schemas/servicio-social').then((m) => m.programaSsSchema));

const vacio = {
  nombre: '', objetivo: '', actividades: '', carreras: [] as number[], modalidad: '', lugar: '', horario: '', periodo: '', responsable: '', apoyoEconomico: '0',
};
type Valores = typeof vacio;

const toBody = (v: Valores) => ({ ...v, apoyoEconomico: v.apoyoEconomico.trim() === '' ? 0 : Number(v.apoyoEconomico) });

export function valoresDe(p: ProgramaSs | null): Valores {
  if (!p) return vacio;
  return {
    nombre: p.nombre, objetivo: p.objetivo, actividades: p.actividades, carreras: p.carreras, modalidad: p.modalidad, lugar: p.lugar, horario: p.horario,
    periodo: p.periodo, responsable: p.responsable, apoyoEconomico: String(p.apoyoEconomico),
  };
}

interface Props {
  programa: ProgramaSs | null;
  niveles: NivelCatalogo[];
  periodos: string[];
  onGuardar: (input: ProgramaSsInput) => Promise<unknown>;
  onCancelar: () => void;
}

/** A programa de servicio social: saved as a draft; sending it to review is a separate step in the list. */
export function ProgramaForm({ programa, niveles, periodos, onGuardar, onCancelar }: Props) {
  const form = useForm({ schema: programaSsSchema, initial: valoresDe(programa), toBody, idPrefix: 'programa' });
  const [error, setError] = useState<string | null>(null);
  const formulario = useRef<HTMLFormElement>(null);
  const [guardando, setGuardando] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const data = await form.submit();
    if (!data) return setError('Revise los campos marcados.');
    setGuardando(true);
    try {
      await onGuardar(data as ProgramaSsInput);
    } catch (e) {
      if (form.applyServerError(e)) setError('Revise los campos marcados.');
      else setError(formErrorMessage(e));
    } finally {
      setGuardando(false);
    }
  };

  const periodoOpciones = [...new Set([...periodos, ...(form.values.periodo ? [form.values.periodo] : [])])].map((p) => ({ id: p, name: p }));

  return (
    <Stack component="form" ref={formulario} noValidate onSubmit={submit} spacing={3} aria-label={programa ? 'Editar programa' : 'Nuevo programa'}>
      <AvisoDeEnvio formulario={formulario} mensaje={error} />
      <Seccion title="El programa">
        <Grid size={12}><Texto form={form} field="nombre" label="Nombre del programa" required /></Grid>
        <Grid size={12}><Texto form={form} field="objetivo" label="Objetivo general" required multiline minRows={3} htmlInput={{ maxLength: 3000 }} /></Grid>
        <Grid size={12}>
          <Texto form={form} field="actividades" label="Actividades" required multiline minRows={4} helperText="Qué hará el prestador, una actividad por línea." htmlInput={{ maxLength: 5000 }} />
        </Grid>
        <Grid size={12}>
          <CarrerasCampo
            id={form.fieldId('carreras')}
            niveles={niveles}
            value={form.values.carreras}
            onChange={(ids) => form.set('carreras', ids)}
            onBlur={() => form.blur('carreras')}
            error={form.errors.carreras}
          />
        </Grid>
      </Seccion>
      <Seccion title="Cómo y dónde">
        <Grid size={mitad}><Seleccion form={form} field="modalidad" label="Modalidad" required options={choices(MODALIDADES)} /></Grid>
        <Grid size={mitad}><Seleccion form={form} field="horario" label="Horario" required options={choices(HORARIOS)} /></Grid>
        <Grid size={12}><Texto form={form} field="lugar" label="Lugar" required helperText="Dónde se presta el servicio (o «En línea»)." htmlInput={{ maxLength: 300 }} /></Grid>
        <Grid size={mitad}>
          <Seleccion form={form} field="periodo" label="Periodo" required options={periodoOpciones} helperText={periodoOpciones.length ? undefined : 'La oficina aún no ha publicado periodos.'} />
        </Grid>
        <Grid size={mitad}><Texto form={form} field="responsable" label="Responsable del programa" required autoComplete="name" /></Grid>
        <Grid size={mitad}>
          <Texto form={form} field="apoyoEconomico" label="Apoyo económico mensual (pesos)" helperText="0 si no hay apoyo económico." htmlInput={{ inputMode: 'numeric', maxLength: 7 }} />
        </Grid>
      </Seccion>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button type="submit" variant="contained" loading={guardando}>
          Guardar borrador
        </Button>
        <Button onClick={onCancelar}>Cancelar</Button>
      </Stack>
    </Stack>
  );
}
