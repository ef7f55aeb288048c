import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SeccionAvance {
  id: string;
  titulo: string;
  completa: boolean;
}

/**
 * «Avance»: how many parts of the long form are complete, each a link to its section. A plain bar and list (not
 * MUI's Stepper), so the form's first load stays within its budget.
 */
export function AvancePostulacion({ secciones, revisando }: { secciones: SeccionAvance[]; revisando: boolean }) {
  const completas = secciones.filter((s) => s.completa).length;
  const porcentaje = Math.round((completas / secciones.length) * 100);
  return (
    <Box component="nav" aria-labelledby="avance-titulo" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 2.5 } }}>
      <Typography id="avance-titulo" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {revisando ? 'Paso 2 de 2: revise sus respuestas' : `Paso 1 de 2: llene el formulario (${completas} de ${secciones.length} secciones completas)`}
      </Typography>
      <Box
        role="progressbar"
        aria-labelledby="avance-titulo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={revisando ? 100 : porcentaje}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden', my: 1 }}
      >
        <Box sx={{ height: '100%', width: `${revisando ? 100 : porcentaje}%`, bgcolor: 'primary.main' }} />
      </Box>
      {revisando ? null : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {secciones.map((s) => (
            <li key={s.id}>
              <Box component="a" href={`#${s.id}`} sx={{ color: 'primary.main' }}>{s.titulo}</Box>
              <Typography component="span" variant="body2" sx={{ color: s.completa ? 'success.dark' : 'text.secondary' }}>
                {s.completa ? ' · completa' : ' · por llenar'}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
