import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ETIQUETA_ARCHIVO } from '../../../../../shared/archivos';
import type { CategoriaPublica } from '../api/convocatoria';
import { idCampo } from '../form/use-postulacion-form';
import { VINCULOS } from '../form/values';
import { Seccion } from './Seccion';

const nombreVinculo = (id: string) => VINCULOS.find((v) => v.id === id)?.nombre ?? id;

/** The categories as choices, each with who may be nominated, its requirements and the documents it asks for. */
export function CategoriaSection({ categorias, value, onChange, error }: { categorias: CategoriaPublica[]; value: string; onChange: (id: string) => void; error?: string }) {
  return (
    <Seccion id="seccion-categoria" titulo="Categoría" descripcion="Elija la categoría en la que postula. Cada una indica a quién se puede postular y qué documentos pide.">
      <FormControl error={!!error} component="fieldset" required>
        <Typography component="legend" sx={{ position: 'absolute', left: -10000 }}>
          Categoría
        </Typography>
        <RadioGroup name="categoriaId" value={value} onChange={(e) => onChange(e.target.value)} sx={{ gap: 1.5 }}>
          {categorias.map((c, i) => {
            const elegida = value === String(c.id);
            return (
              <Box key={c.id} sx={{ border: 1, borderColor: elegida ? 'primary.main' : 'divider', borderRadius: 2, p: 1.5, bgcolor: elegida ? 'action.selected' : undefined }}>
                <FormControlLabel
                  value={String(c.id)}
                  control={
                    <Radio
                      slotProps={{
                        input: {
                          id: i === 0 ? idCampo('categoriaId') : undefined,
                          // The error first: it is what a screen reader needs to hear, and what the form's summary quotes.
                          'aria-describedby': error ? `categoria-error categoria-${c.id}-detalle` : `categoria-${c.id}-detalle`,
                          'aria-invalid': i === 0 && error ? true : undefined,
                        } as object,
                      }}
                    />
                  }
                  label={<Typography sx={{ fontWeight: 700 }}>{c.nombre}</Typography>}
                />
                <Box id={`categoria-${c.id}-detalle`} sx={{ pl: { xs: 0, sm: 4 } }}>
                  {c.descripcion && <Typography variant="body2">{c.descripcion}</Typography>}
                  {c.requisitos && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      <strong>Requisitos:</strong> {c.requisitos}
                    </Typography>
                  )}
                  {!!c.elegibles?.length && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      <strong>Pueden ser postulados:</strong> {c.elegibles.map(nombreVinculo).join(', ')}
                      {c.aniosMinimosEgreso ? ` (egresados con al menos ${c.aniosMinimosEgreso} años de egreso)` : ''}.
                    </Typography>
                  )}
                  {!!c.documentos.length && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      <strong>Documentos:</strong>{' '}
                      {c.documentos
                        .map((d) => `${d.nombre} (${d.tipos.map((t) => ETIQUETA_ARCHIVO[t]).join('/')}, ${d.requerido ? 'obligatorio' : 'opcional'}, máx. ${d.maxMb} MB)`)
                        .join('; ')}
                      .
                    </Typography>
                  )}
                  {c.requiereAceptacion && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Si postula a otra persona, ella deberá aceptar la postulación antes de la revisión.
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </RadioGroup>
        {error && <FormHelperText id="categoria-error">{error}</FormHelperText>}
      </FormControl>
    </Seccion>
  );
}
