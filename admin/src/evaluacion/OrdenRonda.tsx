import { useEffect, useState } from 'react';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import type { EvaluacionDetalle, EvaluacionFila } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';
import { R } from '../resourceNames';

const t = (key: string) => `app.postulaciones.evaluar.${key}`;

/** A ranking round: the jurado orders all their assigned nominations at once, with buttons (keyboard operable), then submits. */
export const OrdenRonda = ({ evaluacion }: { evaluacion: EvaluacionDetalle }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [filas, setFilas] = useState<EvaluacionFila[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState(false);

  useEffect(() => {
    dataProvider
      .getList<EvaluacionFila>(R.postulaciones.evaluacion, { filter: { rondaId: evaluacion.rondaId }, pagination: { page: 1, perPage: 500 }, sort: { field: 'folio', order: 'ASC' } })
      .then(({ data }) => setFilas(data.filter((f) => f.estado === 'pendiente' || f.estado === 'borrador' || f.estado === 'enviada')), () => undefined);
  }, [dataProvider, evaluacion.rondaId]);

  if (evaluacion.estado === 'enviada') return <Alert severity="success">{translate(t('orden_bloqueado'))}</Alert>;

  // At the ends the buttons stay focusable (aria-disabled, no-op): a disabled one would drop the keyboard's focus.
  const mover = (i: number, paso: -1 | 1) =>
    setFilas((prev) => {
      if (i + paso < 0 || i + paso >= prev.length) return prev;
      const copia = [...prev];
      [copia[i], copia[i + paso]] = [copia[i + paso], copia[i]];
      return copia;
    });
  const enviar = async () => {
    setError(null);
    try {
      await dataProvider.ordenarRonda(evaluacion.rondaId, filas.map((f) => f.postulacionId));
      notify(t('orden_enviado'), { type: 'success' });
      refresh();
    } catch (e) {
      setError((e as HttpError).message);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate(t('orden_titulo'), { ronda: evaluacion.rondaNombre })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(t('orden_ayuda'))}
      </Typography>
      <List aria-label={translate(t('orden_titulo'), { ronda: evaluacion.rondaNombre })} sx={{ maxWidth: 560 }}>
        {filas.map((f, i) => (
          <ListItem
            key={f.id}
            divider
            secondaryAction={
              <>
                <IconButton aria-label={translate(t('subir'), { folio: f.folio })} aria-disabled={i === 0} onClick={() => mover(i, -1)}>
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton aria-label={translate(t('bajar'), { folio: f.folio })} aria-disabled={i === filas.length - 1} onClick={() => mover(i, 1)}>
                  <ArrowDownwardIcon />
                </IconButton>
              </>
            }
          >
            <ListItemText primary={translate(t('lugar'), { lugar: i + 1, folio: f.folio })} secondary={f.nombre} />
          </ListItem>
        ))}
      </List>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" onClick={() => setConfirmar(true)} disabled={!filas.length} sx={{ alignSelf: 'flex-start' }}>
        {translate(t('enviar_orden'))}
      </Button>
      <Confirm
        isOpen={confirmar}
        title={t('enviar_orden')}
        content={t('enviar_orden_confirmar')}
        onClose={() => setConfirmar(false)}
        onConfirm={() => {
          setConfirmar(false);
          void enviar();
        }}
      />
    </Stack>
  );
};
