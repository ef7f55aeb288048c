import { useCallback, useEffect, useState } from 'react';
import { Box, Card, CardContent, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { Categoria, JuradoDisponible, ProgresoEvaluacion } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';
import { PoolJurados } from './PoolJurados';
import { useConvocatoriaElegida } from './useConvocatoriaElegida';

const t = (key: string) => `app.postulaciones.jurados.${key}`;

/** One category's pool of jurados and the assignment of its eligible nominations (its ronda 1). */
const CategoriaJurados = ({ categoria, disponibles, onCambio }: { categoria: Categoria; disponibles: JuradoDisponible[]; onCambio: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <Card variant="outlined" component="section" aria-label={categoria.nombre}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
          {categoria.nombre} {categoria.ciega && <Chip size="small" label="Ciega" sx={{ ml: 1 }} />}
        </Typography>
        <PoolJurados
          nombre={categoria.nombre}
          disponibles={disponibles}
          cargar={() => dataProvider.juradosDeCategoria(categoria.id)}
          guardar={(ids) => dataProvider.guardarJuradosDeCategoria(categoria.id, ids)}
          asignar={(porPostulacion) =>
            dataProvider
              .asignarJurados(categoria.id, { modo: porPostulacion ? 'aleatoria' : 'todos', porPostulacion })
              .then((r) => translate(t('asignadas'), { smart_count: r.asignadas }))
          }
          onCambio={onCambio}
        />
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
