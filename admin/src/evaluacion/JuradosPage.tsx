import { useCallback, useEffect, useState } from 'react';
import {
  Autocomplete, Box, Button, Card, CardContent, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { Categoria, JuradoDisponible, ProgresoEvaluacion } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';
import { useConvocatoriaElegida } from './useConvocatoriaElegida';

const t = (key: string) => `app.postulaciones.jurados.${key}`;

/** One category's pool of jurados and the assignment of its eligible nominations. */
const CategoriaJurados = ({ categoria, disponibles, onCambio }: { categoria: Categoria; disponibles: JuradoDisponible[]; onCambio: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [pool, setPool] = useState<JuradoDisponible[]>([]);
  const [modo, setModo] = useState<'todos' | 'aleatoria'>('todos');
  const [n, setN] = useState('2');

  useEffect(() => {
    dataProvider.juradosDeCategoria(categoria.id).then(setPool, () => undefined);
  }, [dataProvider, categoria.id]);

  const fallo = (e: unknown) => notify((e as HttpError).message, { type: 'error' });
  const guardar = () =>
    dataProvider.guardarJuradosDeCategoria(categoria.id, pool.map((j) => j.id)).then((p) => {
      setPool(p);
      notify(t('pool_ok'), { type: 'success' });
      onCambio();
    }, fallo);
  const asignar = () =>
    dataProvider.asignarJurados(categoria.id, { modo, porPostulacion: modo === 'aleatoria' ? Number(n) : undefined }).then((r) => {
      notify(translate(t('asignadas'), { smart_count: r.asignadas }), { type: 'success' });
      onCambio();
    }, fallo);

  return (
    <Card variant="outlined" component="section" aria-label={categoria.nombre}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
          {categoria.nombre} {categoria.ciega && <Chip size="small" label="Ciega" sx={{ ml: 1 }} />}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Autocomplete
            multiple
            options={disponibles}
            value={pool}
            onChange={(_e, v) => setPool(v)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(j) => `${j.name} (${j.email})`}
            renderInput={(params) => <TextField {...params} label={`${translate(t('pool'))}: ${categoria.nombre}`} />}
            sx={{ flex: 1, minWidth: { md: 240 }, maxWidth: '100%' }}
          />
          <Button variant="outlined" onClick={guardar}>
            {translate(t('guardar_pool'))}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { md: 'center' } }}>
          <TextField select label={`${translate(t('modo'))}: ${categoria.nombre}`} value={modo} onChange={(e) => setModo(e.target.value as 'todos' | 'aleatoria')} sx={{ minWidth: { sm: 280 }, maxWidth: '100%' }}>
            <MenuItem value="todos">{translate(t('todos'))}</MenuItem>
            <MenuItem value="aleatoria">{translate(t('aleatoria'))}</MenuItem>
          </TextField>
          {modo === 'aleatoria' && (
            <TextField type="number" label={translate(t('por_postulacion'))} value={n} onChange={(e) => setN(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 50 } }} sx={{ width: 200 }} />
          )}
          <Button variant="contained" onClick={asignar}>
            {translate(t('asignar'))}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

const Progreso = ({ progreso }: { progreso: ProgresoEvaluacion }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <TableContainer component={Card} variant="outlined">
        <Table size="small" aria-label={translate(t('progreso_jurado'))}>
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>{translate(t('progreso_jurado'))}</caption>
          <TableHead>
            <TableRow>
              {['jurado', 'total_asignadas', 'enviadas', 'borradores', 'recusadas'].map((k) => (
                <TableCell key={k}>{translate(t(k))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {progreso.porJurado.map((j) => (
              <TableRow key={j.usuarioId}>
                <TableCell>{j.jurado}</TableCell>
                <TableCell>{j.asignadas}</TableCell>
                <TableCell>{j.enviadas}</TableCell>
                <TableCell>{j.borradores}</TableCell>
                <TableCell>{j.recusadas}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TableContainer component={Card} variant="outlined">
        <Table size="small" aria-label={translate(t('progreso_categoria'))}>
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>{translate(t('progreso_categoria'))}</caption>
          <TableHead>
            <TableRow>
              {['categoria', 'postulaciones', 'total_asignadas', 'enviadas', 'calificadas'].map((k) => (
                <TableCell key={k}>{translate(t(k))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {progreso.porCategoria.map((c) => (
              <TableRow key={c.categoriaId}>
                <TableCell>{c.categoria}</TableCell>
                <TableCell>{c.postulaciones}</TableCell>
                <TableCell>{c.asignadas}</TableCell>
                <TableCell>{c.enviadas}</TableCell>
                <TableCell>{c.calificadas}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};

/** Staff: jurados per category, assignment (all or N at random), and progress per jurado and per category. */
export const JuradosPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { convocatorias, convocatoriaId, setConvocatoriaId, categorias } = useConvocatoriaElegida();
  const [disponibles, setDisponibles] = useState<JuradoDisponible[]>([]);
  const [progreso, setProgreso] = useState<ProgresoEvaluacion | null>(null);

  useEffect(() => {
    dataProvider.juradosDisponibles().then(setDisponibles, () => undefined);
  }, [dataProvider]);
  const cargarProgreso = useCallback(() => {
    if (convocatoriaId !== '') dataProvider.progresoEvaluacion(convocatoriaId).then(setProgreso, () => undefined);
  }, [dataProvider, convocatoriaId]);
  useEffect(cargarProgreso, [cargarProgreso]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(t('titulo'))} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate(t('titulo'))}
      </Typography>
      <TextField select label={translate(t('convocatoria'))} value={convocatoriaId} onChange={(e) => setConvocatoriaId(Number(e.target.value))} sx={{ minWidth: { sm: 320 }, width: { xs: '100%', sm: 'auto' }, maxWidth: '100%', mb: 2 }}>
        {convocatorias.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.nombre}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={2}>
        {categorias.map((c) => (
          <CategoriaJurados key={c.id} categoria={c} disponibles={disponibles} onCambio={cargarProgreso} />
        ))}
        {progreso && <Progreso progreso={progreso} />}
      </Stack>
    </Box>
  );
};
