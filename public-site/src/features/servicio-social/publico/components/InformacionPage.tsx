import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Disclosure } from '../../../../components/Disclosure';
import { Skeleton } from '../../../../components/Skeleton';
import { PageSection } from '../../../../components/PageSection';
import { useInformacion } from '../../comun/api/informacion';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { fechaCorta } from '../../comun/formato';
import { TIPOS_DOCUMENTO } from '../../../../../../shared/servicio-social/documentos';

// Named as the student's pages and the PDFs name them (one name per document type).
const DOCUMENTOS: [string, string][] = (
  [
    ['situacion', 'La emite la oficina con su avance de créditos.'],
    ['presentacion', 'La emite la oficina cuando la institución le acepta.'],
    ['aceptacion', 'La firma la institución receptora.'],
    ['compromiso', 'Las actividades que realizará, acordadas con su responsable.'],
    ['informe_mensual', 'Con las horas y actividades de cada mes, aprobado por la institución y la oficina.'],
    ['informe_final', 'El resumen de su servicio al cumplir las horas.'],
    ['constancia', 'La institución confirma que cumplió las horas.'],
    ['liberacion', 'La expide la universidad al concluir el trámite.'],
  ] as const
).map(([tipo, texto]) => [TIPOS_DOCUMENTO[tipo].etiqueta, texto]);

const PREGUNTAS = [
  ['¿Puedo prestar el servicio en mi lugar de trabajo?', 'Solo si es una institución registrada y aprobada por la oficina, y con un programa de servicio social aprobado.'],
  ['¿Cuántas solicitudes puedo tener a la vez?', 'Las que indica la tabla de reglas. Puede retirar una solicitud pendiente para enviar otra.'],
  ['¿Qué pasa cuando me aceptan?', 'Inicia su servicio en esa vacante y sus demás solicitudes se retiran solas.'],
  ['¿Puedo cambiar de institución?', 'Comuníquese con la oficina de servicio social: ella decide las bajas y los cambios.'],
  ['Soy de una institución, ¿cuánto tarda la validación?', 'La oficina revisa los registros en días hábiles y le avisa por correo; mientras tanto puede completar su perfil.'],
];

/**
 * MUI's dense List without gutters: rows of a title and, under it, a second line. This page's lists, table, grid and
 * questions are plain elements in MUI's look: List, Table, Grid, Accordion and Skeleton cost it about 10 KB gzip.
 */
function Lista({ ordered, children }: { ordered?: boolean; children: ReactNode }) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

function Fila({ primary, secondary, divider, destacado }: { primary: ReactNode; secondary: ReactNode; divider?: boolean; destacado?: boolean }) {
  return (
    <Box component="li" sx={{ py: 0.5, borderBottom: divider ? 1 : 0, borderColor: 'divider', minWidth: 0, overflowWrap: 'anywhere' }}>
      <Box sx={{ my: 0.75 }}>
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>{primary}</Typography>
        <Typography
          variant="body2"
          component="span"
          sx={destacado ? { display: 'block', fontSize: '1rem', color: 'text.primary', fontWeight: 600 } : { display: 'block', color: 'text.secondary' }}
        >
          {secondary}
        </Typography>
      </Box>
    </Box>
  );
}

/** MUI's small Table cell: its padding, type and the same grey rule under each row. */
const celda = (t: Theme) => ({
  ...t.typography.body2,
  textAlign: 'left',
  verticalAlign: 'inherit',
  p: '6px 16px',
  color: 'text.primary',
  borderBottom: `1px solid ${t.palette.mode === 'light' ? '#e0e0e0' : '#515151'}`,
});

export function InformacionPage() {
  const info = useInformacion();
  const a = info.data?.ajustes;
  return (
    <PageSection title="Información del servicio social" description="Las reglas que fija la oficina de servicio social, los documentos del trámite y el calendario.">
      <Stack spacing={3}>
        {info.error && !a ? (
          <Cargando error={info.error} retry={info.reload} label="Cargando las reglas" />
        ) : (
          // While the rules load, the same cards with placeholders for the values: nothing below them moves when
          // the figures arrive.
          <Box aria-busy={!a} sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
            <div>
              <Tarjeta title="Reglas">
                <Lista>
                  {([
                    ['Horas requeridas', a && `${a.horasRequeridas} horas`],
                    ['Créditos mínimos para iniciar', a && `${a.porcentajeCreditos} %`],
                    ['Duración', a && `de ${a.duracionMinimaMeses} a ${a.duracionMaximaMeses} meses`],
                    ['Máximo de horas por día', a && `${a.maxHorasDia} horas`],
                    ['Solicitudes abiertas a la vez', a && String(a.solicitudesAbiertas)],
                  ] as [string, string | undefined][]).map(([k, v]) => (
                    <Fila key={k} primary={k} secondary={v || <Skeleton width="40%" />} divider destacado />
                  ))}
                </Lista>
              </Tarjeta>
            </div>
            <div>
              <Tarjeta title="Calendario de periodos">
                {!info.data ? (
                  <Skeleton variant="rounded" height={96} />
                ) : info.data.periodos.length === 0 ? (
                  <Typography color="text.secondary">La oficina aún no publica los periodos.</Typography>
                ) : (
                  <Box
                    component="table"
                    aria-label="Periodos"
                    sx={(t) => ({
                      width: '100%',
                      borderCollapse: 'collapse',
                      borderSpacing: 0,
                      '& th, & td': celda(t),
                      '& th': { fontWeight: t.typography.fontWeightMedium, lineHeight: '1.5rem' },
                    })}
                  >
                    <thead>
                      <tr>
                        <th>Periodo</th>
                        <th>Fechas</th>
                        <th>Inscripción hasta</th>
                      </tr>
                    </thead>
                    <tbody>
                      {info.data.periodos.map((p) => (
                        <tr key={p.id}>
                          <td>{p.clave}</td>
                          <td>{fechaCorta(p.inicio)} – {fechaCorta(p.fin)}</td>
                          <td>{p.inscripcionHasta ? fechaCorta(p.inscripcionHasta) : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                )}
              </Tarjeta>
            </div>
          </Box>
        )}
        <Tarjeta title="Documentos del trámite">
          <Lista ordered>
            {DOCUMENTOS.map(([titulo, texto], i) => (
              <Fila key={titulo} primary={`${i + 1}. ${titulo}`} secondary={texto} />
            ))}
          </Lista>
        </Tarjeta>
        <section aria-labelledby="ss-faq">
          <Typography id="ss-faq" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>Preguntas frecuentes</Typography>
          {PREGUNTAS.map(([pregunta, respuesta]) => (
            <Disclosure key={pregunta} summary={<Typography component="h3" sx={{ fontWeight: 600 }}>{pregunta}</Typography>}>
              <Typography>{respuesta}</Typography>
            </Disclosure>
          ))}
        </section>
      </Stack>
    </PageSection>
  );
}
