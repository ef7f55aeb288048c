import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { CategoriaPublica } from '../api/convocatoria';
import { useProgramas } from '../api/programas';
import { idCampo } from '../form/use-postulacion-form';
import { VINCULOS, conVinculoAcademico } from '../form/values';
import { Texto, type CamposProps } from './campos';
import { Seccion } from './Seccion';

const half = { xs: 12, sm: 6 } as const;

/** Who is nominated: contact data and their tie to the university (matrícula, program and year for students and graduates). */
export function PostulanteSection(props: CamposProps & { categoria?: CategoriaPublica }) {
  const { values, errors, set, blur, categoria } = props;
  const academico = conVinculoAcademico(values);
  const niveles = useProgramas(academico);
  const vinculos = categoria?.elegibles?.length ? VINCULOS.filter((v) => categoria.elegibles!.includes(v.id)) : VINCULOS;
  return (
    <Seccion id="seccion-postulante" titulo="Persona postulada" descripcion="Los datos de contacto de la persona a quien se postula.">
      <Grid container spacing={2}>
        <Grid size={12}>
          <Texto {...props} campo="nombre" label="Nombre completo" props={{ required: true, autoComplete: 'off' }} />
        </Grid>
        <Grid size={half}>
          <Texto {...props} campo="correo" label="Correo electrónico" props={{ required: true, type: 'email', maxLength: 254, autoComplete: 'off' }} />
        </Grid>
        <Grid size={half}>
          <Texto {...props} campo="telefono" label="Teléfono" props={{ required: true, type: 'tel', maxLength: 20, autoComplete: 'off', helperText: '10 dígitos' }} />
        </Grid>
        <Grid size={12}>
          <TextField
            select
            id={idCampo('vinculo')}
            name="vinculo"
            label="Vínculo con la universidad"
            required
            fullWidth
            value={values.vinculo}
            onChange={(e) => set('vinculo', e.target.value as never)}
            onBlur={() => blur('vinculo')}
            error={!!errors.vinculo}
            helperText={errors.vinculo ?? (categoria ? 'Solo se muestran los vínculos que admite la categoría elegida.' : undefined)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Elija una opción
            </option>
            {vinculos.map((v) => (
              <option key={v.id} value={v.id}>
                {v.nombre}
              </option>
            ))}
          </TextField>
        </Grid>
        {academico && (
          <>
            <Grid size={half}>
              <Texto {...props} campo="matricula" label="Matrícula" props={{ required: true, maxLength: 30 }} />
            </Grid>
            <Grid size={half}>
              <Texto
                {...props}
                campo="anio"
                label={values.vinculo === 'egresado' ? 'Año de egreso' : 'Año de ingreso'}
                props={{ maxLength: 4, inputMode: 'numeric' } as never}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                select
                id={idCampo('programaId')}
                name="programaId"
                label="Programa educativo"
                fullWidth
                value={values.programaId}
                onChange={(e) => set('programaId', e.target.value)}
                onBlur={() => blur('programaId')}
                error={!!errors.programaId}
                helperText={errors.programaId}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Sin especificar</option>
                {niveles.map((n) => (
                  <optgroup key={n.id} label={n.nombre}>
                    {n.programas.map((p) => (
                      <option key={p.id} value={String(p.id)}>
                        {p.nombre}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </TextField>
            </Grid>
          </>
        )}
      </Grid>
    </Seccion>
  );
}
