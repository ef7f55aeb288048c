import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { Asignacion, JuradoDisponible, PostulacionDetalle } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';
import { R } from '../resourceNames';
import { EstadoEvaluacionChip } from './EstadoEvaluacionChip';

const t = (key: string) => `app.postulaciones.jurados.${key}`;
const ORIGEN: Record<Asignacion['origen'], string> = {
  categoria: 'Jurado de la categoría',
  aleatoria: 'Asignación al azar',
  manual: 'Asignación manual',
  reasignacion: 'Reasignada por un conflicto de interés',
};

/** Staff (jurados.*): who judges this nomination, their scores, unlock a submitted one, add or remove a jurado. */
export const AsignacionesPanel = ({ postulacion }: { postulacion: PostulacionDetalle }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { canAccess: puedeVer } = useCanAccess({ resource: R.postulaciones.jurados, action: 'list' });
  const { canAccess: puedeEditar } = useCanAccess({ resource: R.postulaciones.jurados, action: 'edit' });
  const [asignaciones, setAsignaciones] = useState<Asignacion[]>([]);
  const [disponibles, setDisponibles] = useState<JuradoDisponible[]>([]);
  const [nuevo, setNuevo] = useState<number | ''>('');
  const asignable = postulacion.estado === 'elegible' || postulacion.estado === 'en_evaluacion';

  const cargar = useCallback(() => {
    dataProvider.asignacionesDePostulacion(postulacion.id).then(setAsignaciones, () => undefined);
  }, [dataProvider, postulacion.id]);
  useEffect(() => {
    if (puedeVer) cargar();
  }, [puedeVer, cargar]);
  useEffect(() => {
    if (puedeEditar && asignable) dataProvider.juradosDisponibles().then(setDisponibles, () => undefined);
  }, [dataProvider, puedeEditar, asignable]);

  if (!puedeVer) return null;
  const fallo = (e: unknown) => notify((e as HttpError).message, { type: 'error' });
  const desbloquear = (a: Asignacion) =>
    dataProvider.desbloquearEvaluacion(a.id).then(() => {
      notify(t('desbloqueada'), { type: 'success' });
      cargar();
    }, fallo);
  const quitar = (a: Asignacion) =>
    dataProvider.quitarAsignacion(postulacion.id, a.id).then(() => {
      notify(t('quitada'), { type: 'success' });
      cargar();
    }, fallo);
  const agregar = () =>
    nuevo !== '' &&
    dataProvider.asignarJurado(postulacion.id, nuevo).then(() => {
      notify(t('agregada'), { type: 'success' });
      setNuevo('');
      cargar();
    }, fallo);
  const libres = disponibles.filter((j) => !asignaciones.some((a) => a.usuarioId === j.id));

  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {translate('app.postulaciones.detalle.jurados')}
        </Typography>
        {asignaciones.length ? (
          // A wrapping list rather than a table: at 375 px a five-column table pushed the buttons off the card.
          <Stack component="ul" aria-label={translate('app.postulaciones.detalle.jurados')} divider={<Divider component="li" aria-hidden />} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {asignaciones.map((a) => (
              <Stack component="li" key={a.id} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', py: 0.5 }}>
                <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{a.jurado}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {a.juradoEmail} · {ORIGEN[a.origen] ?? a.origen}
                  </Typography>
                  {a.conflictoMotivo && (
                    <Typography variant="body2" color="text.secondary">
                      {a.conflictoMotivo}
                    </Typography>
                  )}
                </Box>
                <EstadoEvaluacionChip estado={a.estado} />
                <Typography sx={{ minWidth: '4rem', textAlign: 'right' }} aria-label={translate('app.postulaciones.resultados.puntaje')}>
                  {a.puntaje == null ? '—' : a.puntaje.toFixed(2)}
                </Typography>
                {puedeEditar && a.estado === 'enviada' && (
                  <Button size="small" onClick={() => desbloquear(a)} aria-label={`${translate(t('desbloquear'))}: ${a.jurado}`}>
                    {translate(t('desbloquear'))}
                  </Button>
                )}
                {puedeEditar && (a.estado === 'pendiente' || a.estado === 'borrador') && (
                  <Button size="small" color="warning" onClick={() => quitar(a)} aria-label={`${translate(t('quitar'))}: ${a.jurado}`}>
                    {translate(t('quitar'))}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        ) : (
          <Typography>{translate('app.postulaciones.detalle.sin_jurados')}</Typography>
        )}
        {puedeEditar && asignable && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
            <TextField select size="small" label={translate(t('agregar_jurado'))} value={nuevo} onChange={(e) => setNuevo(Number(e.target.value))} sx={{ minWidth: { sm: 260 }, width: { xs: '100%', sm: 'auto' }, maxWidth: '100%' }}>
              {libres.map((j) => (
                <MenuItem key={j.id} value={j.id}>
                  {j.name} ({j.email})
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={agregar} disabled={nuevo === ''}>
              {translate(t('asignar_uno'))}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
