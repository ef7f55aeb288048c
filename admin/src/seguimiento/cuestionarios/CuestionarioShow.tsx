import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { EditButton, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { Cuestionario } from '../../../../shared/schemas/seguimiento';
import { R } from '../../resourceNames';
import { ts } from '../textos';

const Acciones = () => {
  const record = useRecordContext<Cuestionario>();
  const { canAccess } = useCanAccess({ resource: R.egresados.cuestionarios, action: 'edit' });
  return <TopToolbar>{canAccess && record?.vigente ? <EditButton /> : null}</TopToolbar>;
};

const Contenido = () => {
  const c = useRecordContext<Cuestionario>();
  const translate = useTranslate();
  if (!c) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h2" variant="h5">
        {c.nombre} <Chip size="small" label={translate(ts('version'), { version: c.version })} /> <Chip size="small" label={translate(ts(`tipos.${c.tipo}`))} />
      </Typography>
      {c.descripcion && <Typography color="text.secondary">{c.descripcion}</Typography>}
      {!c.vigente && <Alert severity="info">{translate(ts('anterior'))}</Alert>}
      {c.secciones.map((s, i) => (
        <Box key={i} component="section" aria-labelledby={`seccion-${i}`}>
          <Typography id={`seccion-${i}`} component="h3" variant="h6">
            {translate(ts('seccion'), { n: i + 1, titulo: s.titulo })}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {s.preguntas.map((p) => (
              <Box component="li" key={p.clave} sx={{ py: 0.5 }}>
                <Typography>
                  {p.texto} <Typography component="span" variant="caption" color="text.secondary">({p.clave} · {translate(ts(`tipos_pregunta.${p.tipo}`))}{p.requerida ? ` · ${translate(ts('requerida'))}` : ''})</Typography>
                </Typography>
                {p.opciones && <Typography variant="body2" color="text.secondary">{p.opciones.map((o) => `${o.etiqueta} (${o.valor})`).join(' · ')}</Typography>}
                {p.tipo === 'escala' && <Typography variant="body2" color="text.secondary">{translate(ts('escala'), { min: p.escalaMin, max: p.escalaMax })}</Typography>}
                {p.mostrarSi && <Typography variant="body2" color="text.secondary">{translate(ts('mostrar_si'), { clave: p.mostrarSi.clave, valores: p.mostrarSi.valores.join(', ') })}</Typography>}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
};

export const CuestionarioShow = () => (
  <Show actions={<Acciones />}>
    <Contenido />
  </Show>
);
