import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
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
          <Grid container spacing={3} aria-busy={!a}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Tarjeta title="Reglas">
                <List dense disablePadding>
                  {([
                    ['Horas requeridas', a && `${a.horasRequeridas} horas`],
                    ['Créditos mínimos para iniciar', a && `${a.porcentajeCreditos} %`],
                    ['Duración', a && `de ${a.duracionMinimaMeses} a ${a.duracionMaximaMeses} meses`],
                    ['Máximo de horas por día', a && `${a.maxHorasDia} horas`],
                    ['Solicitudes abiertas a la vez', a && String(a.solicitudesAbiertas)],
                  ] as [string, string | undefined][]).map(([k, v]) => (
                    <ListItem key={k} disableGutters divider>
                      <ListItemText
                        primary={k}
                        secondary={v || <Skeleton width="40%" />}
                        slotProps={{ secondary: { sx: { fontSize: '1rem', color: 'text.primary', fontWeight: 600 } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              </Tarjeta>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Tarjeta title="Calendario de periodos">
                {!info.data ? (
                  <Skeleton variant="rounded" height={96} />
                ) : info.data.periodos.length === 0 ? (
                  <Typography color="text.secondary">La oficina aún no publica los periodos.</Typography>
                ) : (
                  <Table size="small" aria-label="Periodos">
                    <TableHead>
                      <TableRow>
                        <TableCell>Periodo</TableCell>
                        <TableCell>Fechas</TableCell>
                        <TableCell>Inscripción hasta</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {info.data.periodos.map((p) => (
                        <TableRow key={p.id}>
                          <TableCell>{p.clave}</TableCell>
                          <TableCell>{fechaCorta(p.inicio)} – {fechaCorta(p.fin)}</TableCell>
                          <TableCell>{p.inscripcionHasta ? fechaCorta(p.inscripcionHasta) : '—'}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Tarjeta>
            </Grid>
          </Grid>
        )}
        <Tarjeta title="Documentos del trámite">
          <List dense disablePadding component="ol">
            {DOCUMENTOS.map(([titulo, texto], i) => (
              <ListItem key={titulo} disableGutters>
                <ListItemText primary={`${i + 1}. ${titulo}`} secondary={texto} />
              </ListItem>
            ))}
          </List>
        </Tarjeta>
        <section aria-labelledby="ss-faq">
          <Typography id="ss-faq" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>Preguntas frecuentes</Typography>
          {PREGUNTAS.map(([pregunta, respuesta], i) => (
            <Accordion key={pregunta} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${i}`} id={`faq-${i}-titulo`}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>{pregunta}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${i}`}>
                <Typography>{respuesta}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </section>
      </Stack>
    </PageSection>
  );
}
