import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Pregunta, Respuestas, Seccion, ValorRespuesta } from '../../../../../shared/seguimiento/respuestas';

function texto(p: Pregunta, v: ValorRespuesta | undefined): string {
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) return 'Sin respuesta';
  const etiqueta = (x: string) => p.opciones?.find((o) => o.valor === x)?.etiqueta ?? x;
  return Array.isArray(v) ? v.map(etiqueta).join(', ') : etiqueta(String(v));
}

/** Every visible answer, section by section, with a way back to change it. */
export function Revision({ secciones, respuestas, onEditar }: { secciones: Seccion[]; respuestas: Respuestas; onEditar: (paso: number) => void }) {
  return (
    <Box>
      {secciones.map((s, i) => (
        <Box key={s.titulo} component="section" aria-labelledby={`revision-${i}`} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography id={`revision-${i}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {s.titulo}
            </Typography>
            <Button size="small" onClick={() => onEditar(i)} aria-label={`Editar la sección ${s.titulo}`}>
              Editar
            </Button>
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            {s.preguntas.map((p) => (
              <Box key={p.clave} sx={{ py: 0.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">{p.texto}</Typography>
                <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>{texto(p, respuestas[p.clave])}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
