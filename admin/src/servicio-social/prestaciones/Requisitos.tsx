import { Alert, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import type { EvaluacionVista, RequisitosVista } from '../../../../shared/schemas/servicio-social-evaluaciones';
import { formatDayOf } from '../../../../shared/formato';

const k = (key: string) => `app.ss_fin.${key}`;

export const Requisitos = ({ r }: { r: RequisitosVista }) => {
  const t = useTranslate();
  const folio = (d: { folio: string | null } | null) => (d ? ` · ${t(k('requisitos.folio'), { folio: d.folio ?? '' })}` : '');
  const pasos = [
    { hecho: r.horas.completas, texto: t(k('requisitos.horas'), { aprobadas: r.horas.aprobadas, requeridas: r.horas.requeridas }) },
    { hecho: r.informeFinal, texto: t(k('requisitos.informe_final')) },
    { hecho: r.autoevaluacion, texto: t(k('requisitos.autoevaluacion')) },
    { hecho: r.evaluacionSupervisor, texto: t(k('requisitos.supervisor')) },
    { hecho: !!r.constancia, texto: t(k('requisitos.constancia')) + folio(r.constancia) },
    { hecho: !!r.liberacion, texto: t(k('requisitos.liberacion')) + folio(r.liberacion) },
  ];
  return (
    <>
      <Typography variant="h6" component="h2">{t(k('requisitos.titulo'))}</Typography>
      {r.bajaEn ? <Alert severity="warning">{t(k('requisitos.baja'), { fecha: formatDayOf(r.bajaEn), motivo: r.motivoBaja ?? '' })}</Alert> : null}
      {r.liberadaEn ? <Alert severity="success">{t(k('requisitos.liberada'), { fecha: formatDayOf(r.liberadaEn) })}</Alert> : null}
      <List dense>
        {pasos.map((p) => (
          <ListItem key={p.texto} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>{p.hecho ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="disabled" />}</ListItemIcon>
            <ListItemText primary={p.texto} />
          </ListItem>
        ))}
      </List>
    </>
  );
};

export const Evaluaciones = ({ lista }: { lista: EvaluacionVista[] }) => {
  const t = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2">{t(k('evaluaciones.titulo'))}</Typography>
      <List dense>
        {lista.map((e) => (
          <ListItem key={e.tipo} disableGutters>
            <ListItemText
              primary={`${t(k(`evaluaciones.${e.tipo}`))}: ${t(k(`evaluaciones.estado.${e.estado}`))}`}
              secondary={[e.promedio !== null ? t(k('evaluaciones.promedio'), { promedio: e.promedio }) : null, e.evaluador, e.comentarios || null].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};
