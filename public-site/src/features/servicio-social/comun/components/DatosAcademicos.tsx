import Grid from '@mui/material/Grid';
import type { NivelCatalogo } from '../../../egresados/api/catalogo';
import { Seccion, Seleccion, Texto, mitad, type CampoForm } from './Campos';

type FormAcademico = CampoForm & {
  values: { matricula: string; nivelId: string; programaId: string; semestre: string; creditos: string };
  set: (field: 'nivelId' | 'programaId', value: string) => void;
};

export const MAYUSCULAS = { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } };

/** Matrícula, level, program, semester and credits: the student's registration and the profile completed later. */
export function DatosAcademicos({ form, niveles }: { form: FormAcademico; niveles: NivelCatalogo[] }) {
  const nivel = niveles.find((n) => String(n.id) === form.values.nivelId);
  return (
    <Seccion title="Datos académicos" description="La oficina los compara con los registros escolares para confirmar que puede prestar su servicio.">
      <Grid size={mitad}><Texto form={form} field="matricula" label="Matrícula" required autoComplete="off" htmlInput={{ maxLength: 30, ...MAYUSCULAS }} /></Grid>
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
  );
}
