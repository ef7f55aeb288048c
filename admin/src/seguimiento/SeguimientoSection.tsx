import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Egresado } from '../../../shared/schemas/egresados';
import type { AdminDataProvider } from '../providers/dataProvider';
import { R } from '../resourceNames';
import { ts } from './textos';

const fecha = (iso: string) => new Date(iso).toLocaleDateString('es-MX', { dateStyle: 'medium' });

/** The graduate's latest employment situation from the surveys and the waves they answered. */
export const SeguimientoSection = () => {
  const egresado = useRecordContext<Egresado>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess } = useCanAccess({ resource: R.egresados.aplicaciones, action: 'show' });
  const { data } = useQuery({
    queryKey: ['seguimiento-egresado', egresado?.id],
    queryFn: () => dataProvider.getSeguimientoEgresado(egresado!.id),
    enabled: !!egresado && !!canAccess,
  });
  if (!canAccess || !data) return null;
  const s = data.situacion;
  const campo = (etiqueta: string, valor: string | null) => (
    <Box>
      <Typography variant="caption" color="text.secondary">{translate(ts(`egresado.${etiqueta}`))}</Typography>
      <Typography>{valor ?? '—'}</Typography>
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="seguimiento-egresado" sx={{ py: 1 }}>
      <Typography id="seguimiento-egresado" component="h2" variant="h6" sx={{ mb: 1 }}>{translate(ts('egresado.title'))}</Typography>
      {s ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(ts('egresado.situacion'), { fecha: fecha(s.fecha), aplicacion: s.aplicacion })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ flexWrap: 'wrap', mb: 1 }}>
            {campo('actividad', s.actividad)}
            {campo('empleador', s.empleador)}
            {campo('puesto', s.puesto)}
            {campo('sector', s.sector)}
            {campo('ingreso', s.ingreso)}
          </Stack>
        </>
      ) : (
        <Typography color="text.secondary">{translate(ts('egresado.ninguna'))}</Typography>
      )}
      {data.aplicaciones.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1">{translate(ts('egresado.respondidas'))}</Typography>
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {data.aplicaciones.map((a) => (
              <li key={a.id}>
                <Link to={`/${R.egresados.aplicaciones}/${a.id}/show`}>{a.nombre}</Link> · {fecha(a.enviadaEn)}
                {a.captura === 'telefonica' ? ` · ${translate(ts('egresado.telefonica'))}` : ''}
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};
