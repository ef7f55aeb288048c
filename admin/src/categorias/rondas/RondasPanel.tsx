import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../../shared/formato';
import { MODO_RONDA_LABELS, type Ronda } from '../../../../shared/schemas/rondas';
import { TablaDesplazable } from '../../common/TablaDesplazable';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { RondaCreateDialog } from './RondaCreateDialog';
import { RondaDetalle } from './RondaDetalle';
import { RondaModoDialog } from './RondaModoDialog';

const t = (key: string) => `app.postulaciones.rondas.${key}`;

/** The category's rounds in order, a new one, and the chosen round's judging (pool, assignment, progress, ranking, promotion). */
export const RondasPanel = () => {
  const translate = useTranslate();
  const categoria = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [rondas, setRondas] = useState<Ronda[]>([]);
  const [elegida, setElegida] = useState<number | null>(null);
  const [creando, setCreando] = useState(false);
  const [cambiando, setCambiando] = useState<Ronda | null>(null);
  const refresh = useRefresh();
  const cargar = useCallback(() => {
    if (categoria) dataProvider.rondas(categoria.id).then(setRondas, () => undefined);
  }, [dataProvider, categoria]);
  useEffect(cargar, [cargar]);
  if (!categoria) return null;
  const ronda = rondas.find((r) => r.id === elegida) ?? rondas.find((r) => r.estado !== 'cerrada') ?? rondas.at(-1);

  return (
    <Card variant="outlined" component="section" aria-labelledby="rondas-titulo" sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
          <Typography id="rondas-titulo" component="h2" variant="h6">
            {translate(t('titulo'))}
          </Typography>
          <Button variant="outlined" onClick={() => setCreando(true)}>
            {translate(t('nueva'))}
          </Button>
        </Stack>
        {rondas.length === 0 ? (
          <Typography color="text.secondary">{translate(t('sin_rondas'))}</Typography>
        ) : (
          <TablaDesplazable label={translate(t('titulo'))}>
              <TableHead>
                <TableRow>
                  {['numero', 'nombre', 'modo', 'inicio', 'fin', 'estado'].map((k) => (
                    <TableCell key={k}>{translate(t(k))}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rondas.map((r) => (
                  <TableRow key={r.id} selected={r.id === ronda?.id}>
                    <TableCell>{r.numero}</TableCell>
                    <TableCell>{r.nombre}</TableCell>
                    <TableCell>
                      {MODO_RONDA_LABELS[r.modo]}
                      {r.modoEditable && (
                        <Button size="small" onClick={() => setCambiando(r)} aria-label={translate(t('cambiar_modo'), { numero: r.numero })} sx={{ ml: 1 }}>
                          {translate(t('cambiar'))}
                        </Button>
                      )}
                    </TableCell>
                    <TableCell>{formatDateTime(r.inicio)}</TableCell>
                    <TableCell>{formatDateTime(r.fin)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={translate(t(`estados.${r.estado}`))} color={r.estado === 'abierta' ? 'success' : 'default'} />
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setElegida(r.id)} aria-pressed={r.id === ronda?.id}>
                        {translate(t('ver'), { numero: r.numero })}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
          </TablaDesplazable>
        )}
        {ronda && (
          <Box sx={{ mt: 3 }}>
            <RondaDetalle key={ronda.id} ronda={ronda} onCambio={cargar} />
          </Box>
        )}
      </CardContent>
      <RondaModoDialog
        ronda={cambiando}
        onClose={() => setCambiando(null)}
        onCambiado={() => {
          setCambiando(null);
          cargar();
          // Ronda 1 scoring again gives the category its criteria: the form above shows them.
          refresh();
        }}
      />
      <RondaCreateDialog
        categoriaId={categoria.id}
        open={creando}
        onClose={() => setCreando(false)}
        onCreada={() => {
          setCreando(false);
          cargar();
        }}
      />
    </Card>
  );
};
