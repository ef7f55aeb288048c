import { Alert, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ServicioSocialDeEgresado } from '../../../shared/egresados/servicio-social';
import type { Egresado } from '../../../shared/schemas/egresados';
import { ESTADOS_PRESTACION } from '../../../shared/servicio-social/valores';
import type { AdminDataProvider } from '../providers/dataProvider';
import { fechaTexto } from './fechas';

const t = (key: string) => `resources.egresados.servicioSocial.${key}`;
const COLOR: Record<ServicioSocialDeEgresado['estado'], 'success' | 'info' | 'default' | 'warning'> = {
  liberada: 'success',
  concluida: 'info',
  en_curso: 'default',
  baja: 'warning',
};

const Verificar = ({ folio, documento }: { folio: string; documento: string }) => {
  const translate = useTranslate();
  return (
    <Link
      href={`/servicio-social/verificar?folio=${encodeURIComponent(folio)}`}
      target="_blank"
      rel="noopener"
      aria-label={translate(t('verificar'), { documento: translate(t(documento), { folio }) })}
    >
      {translate(t(documento), { folio })}
    </Link>
  );
};

const Servicio = ({ s }: { s: ServicioSocialDeEgresado }) => {
  const translate = useTranslate();
  const inicio = fechaTexto(s.fechaInicio);
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {s.programa}
        </Typography>
        <Chip size="small" color={COLOR[s.estado]} label={ESTADOS_PRESTACION[s.estado]} />
      </Stack>
      <Typography variant="body2">{s.institucion}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(t('periodo'), { periodo: s.periodo })} ·{' '}
        {s.fechaFin ? translate(t('fechas'), { inicio, fin: fechaTexto(s.fechaFin) }) : translate(t('desde'), { inicio })} ·{' '}
        {translate(t('horas'), { aprobadas: s.horasAprobadas, requeridas: s.horasRequeridas })}
      </Typography>
      {s.estado === 'baja' && s.motivoBaja && <Typography variant="body2">{translate(t('baja'), { motivo: s.motivoBaja })}</Typography>}
      {(s.folioLiberacion || s.folioConstancia) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0.5, sm: 2 }, mt: 1 }}>
          {s.folioLiberacion && <Verificar folio={s.folioLiberacion} documento="liberacion" />}
          {s.folioConstancia && <Verificar folio={s.folioConstancia} documento="constancia" />}
        </Stack>
      )}
    </Box>
  );
};

/** The graduate's social service (the student with the same matrícula), read when the record is shown. */
export const ServicioSocialSection = () => {
  const record = useRecordContext<Egresado>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['egresados', record?.id, 'servicio-social'],
    queryFn: () => dataProvider.getServicioSocialEgresado(record!.id),
    enabled: record != null,
  });
  return (
    <Box component="section" sx={{ mb: 3 }} aria-labelledby="egresado-servicio-social">
      <Typography id="egresado-servicio-social" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.egresados.sections.servicioSocial')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate(t('error'), { message: error instanceof Error ? error.message : String(error) })}</Alert>
      ) : !data ? null : data.length === 0 ? (
        <Typography color="text.secondary">{translate(t('ninguno'))}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {data.map((s) => (
            <Servicio key={s.id} s={s} />
          ))}
        </Stack>
      )}
    </Box>
  );
};
