import { useCallback, useEffect, useState } from 'react';
import { Button, Chip, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { formatScore } from '../../../../shared/formato';
import type { JuradoDisponible } from '../../../../shared/schemas/postulaciones';
import type { ConflictoDetectado, ProgresoRonda, RankingRondaFila, Ronda } from '../../../../shared/schemas/rondas';
import { TablaDesplazable } from '../../common/TablaDesplazable';
import { PoolJurados } from '../../evaluacion/PoolJurados';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { ConflictoAsignarDialog } from './ConflictoAsignarDialog';
import { PromoverDialog } from './PromoverDialog';

const t = (key: string) => `app.postulaciones.rondas.${key}`;
const j = (key: string) => `app.postulaciones.jurados.${key}`;

const Encabezados = ({ claves }: { claves: string[] }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {claves.map((k) => (
          <TableCell key={k}>{translate(k)}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};

/** One round's judging for staff: its pool and assignment, progress per jurado with a reminder, ranking, conflicts and promotion. */
export const RondaDetalle = ({ ronda, onCambio }: { ronda: Ronda; onCambio: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [disponibles, setDisponibles] = useState<JuradoDisponible[]>([]);
  const [progreso, setProgreso] = useState<ProgresoRonda>([]);
  const [ranking, setRanking] = useState<RankingRondaFila[]>([]);
  const [conflictos, setConflictos] = useState<ConflictoDetectado[]>([]);
  const [conflicto, setConflicto] = useState<ConflictoDetectado | null>(null);
  const [promoviendo, setPromoviendo] = useState(false);

  const cargar = useCallback(() => {
    dataProvider.progresoDeRonda(ronda.id).then(setProgreso, () => undefined);
    dataProvider.rankingDeRonda(ronda.id).then(setRanking, () => undefined);
    dataProvider.conflictosDeRonda(ronda.id).then(setConflictos, () => undefined);
  }, [dataProvider, ronda.id]);
  useEffect(() => {
    dataProvider.juradosDisponibles().then(setDisponibles, () => undefined);
    cargar();
  }, [dataProvider, cargar]);

  const recordar = () =>
    dataProvider.recordarRonda(ronda.id).then(
      (r) => notify(t('recordados'), { type: 'success', messageArgs: { smart_count: r.enviados } }),
      (e: HttpError) => notify(e.message, { type: 'error' }),
    );
  // A round still called by its default name («Ronda 1») is not named twice.
  const titulo = ronda.nombre.trim().toLowerCase() === `ronda ${ronda.numero}` ? ronda.nombre : translate(t('detalle'), { numero: ronda.numero, nombre: ronda.nombre });

  return (
    <Stack spacing={3} component="section" aria-label={titulo}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {titulo}
      </Typography>
      <PoolJurados
        nombre={titulo}
        disponibles={disponibles}
        cargar={() => dataProvider.juradosDeRonda(ronda.id)}
        guardar={(ids) => dataProvider.guardarJuradosDeRonda(ronda.id, ids)}
        asignar={(n) =>
          dataProvider
            .asignarRonda(ronda.id, n ? { modo: 'n', n } : { modo: 'todos' })
            .then((r) => translate(t('asignadas'), { asignadas: r.asignadas, omitidas: r.omitidasPorConflicto }))
        }
        onCambio={cargar}
        etiquetas={{ pool: t('pool'), guardar: t('guardar_pool'), guardado: t('pool_ok') }}
      />

      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="h4" variant="subtitle2">{translate(t('progreso'))}</Typography>
          <Button variant="outlined" size="small" onClick={recordar} disabled={!progreso.some((p) => p.pendientes > 0)}>
            {translate(t('recordar'))}
          </Button>
        </Stack>
        <TablaDesplazable label={translate(t('progreso'))}>
          <Encabezados claves={[j('jurado'), j('total_asignadas'), j('borradores'), j('enviadas'), t('abstenidas'), t('pendientes')]} />
          <TableBody>
            {progreso.map((p) => (
              <TableRow key={p.usuarioId}>
                <TableCell>{p.jurado}</TableCell>
                <TableCell>{p.asignadas}</TableCell>
                <TableCell>{p.borradores}</TableCell>
                <TableCell>{p.enviadas}</TableCell>
                <TableCell>{p.abstenidas}</TableCell>
                <TableCell>{p.pendientes}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TablaDesplazable>
      </Stack>

      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="h4" variant="subtitle2">{translate(t('ranking'))}</Typography>
          <Button variant="contained" size="small" onClick={() => setPromoviendo(true)} disabled={ronda.estado === 'cerrada' || !ranking.length}>
            {translate(t('promover'))}
          </Button>
        </Stack>
        {ranking.length === 0 ? (
          <Typography color="text.secondary">{translate(t('sin_ranking'))}</Typography>
        ) : (
          <TablaDesplazable label={translate(t('ranking'))}>
            <Encabezados claves={['app.postulaciones.resultados.posicion', 'resources.postulaciones.fields.folio', t('valor'), t('n'), t('abstenidas'), t('empate')]} />
            <TableBody>
              {ranking.map((r, i) => (
                <TableRow key={r.postulacionId}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell>{r.folio}</TableCell>
                  <TableCell>{r.valor === null ? '—' : formatScore(r.valor)}</TableCell>
                  <TableCell>{r.n}</TableCell>
                  <TableCell>{r.abstenciones}</TableCell>
                  <TableCell>{r.empate && <Chip size="small" color="warning" label={translate(t('empate'))} />}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </TablaDesplazable>
        )}
      </Stack>

      <Stack spacing={1}>
        <Typography component="h4" variant="subtitle2">{translate(t('conflictos'))}</Typography>
        {conflictos.length === 0 ? (
          <Typography color="text.secondary">{translate(t('sin_conflictos'))}</Typography>
        ) : (
          <TablaDesplazable label={translate(t('conflictos'))}>
            <Encabezados claves={['resources.postulaciones.fields.folio', j('jurado'), t('motivo'), '']} />
            <TableBody>
              {conflictos.map((c) => (
                <TableRow key={`${c.postulacionId}-${c.usuarioId}`}>
                  <TableCell>{c.folio}</TableCell>
                  <TableCell>{c.jurado}</TableCell>
                  <TableCell>{c.motivo}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setConflicto(c)} aria-label={`${translate(t('asignar_igual'))}: ${c.folio}, ${c.jurado}`}>
                      {translate(t('asignar_igual'))}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </TablaDesplazable>
        )}
      </Stack>

      <ConflictoAsignarDialog ronda={ronda} conflicto={conflicto} onClose={() => setConflicto(null)} onHecho={() => { setConflicto(null); cargar(); }} />
      <PromoverDialog ronda={ronda} ranking={ranking} open={promoviendo} onClose={() => setPromoviendo(false)} onHecho={() => { setPromoviendo(false); onCambio(); cargar(); }} />
    </Stack>
  );
};
