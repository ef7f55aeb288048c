import { useEffect, useState } from 'react';
import { Autocomplete, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import type { JuradoDisponible } from '../../../shared/schemas/postulaciones';

const t = (key: string) => `app.postulaciones.jurados.${key}`;

interface PoolJuradosProps {
  /** Names the group of fields, so two pools on one screen are told apart (their visible labels stay short). */
  nombre: string;
  disponibles: JuradoDisponible[];
  cargar: () => Promise<JuradoDisponible[]>;
  guardar: (usuarioIds: number[]) => Promise<JuradoDisponible[]>;
  /** `porPostulacion` only when N at random was chosen; answers the notice to show. */
  asignar: (porPostulacion: number | undefined) => Promise<string>;
  onCambio: () => void;
  etiquetas?: { pool?: string; guardar?: string; guardado?: string };
}

/** A pool of jurados (a category's or a round's) and the assignment of its nominations: to all, or N at random each. */
export const PoolJurados = ({ nombre, disponibles, cargar, guardar, asignar, onCambio, etiquetas = {} }: PoolJuradosProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [pool, setPool] = useState<JuradoDisponible[]>([]);
  const [modo, setModo] = useState<'todos' | 'aleatoria'>('todos');
  const [n, setN] = useState('2');

  useEffect(() => {
    cargar().then(setPool, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per pool (the parent keys it)
  }, []);

  const fallo = (e: unknown) => notify((e as HttpError).message, { type: 'error' });
  const alGuardar = () =>
    guardar(pool.map((j) => j.id)).then((p) => {
      setPool(p);
      notify(etiquetas.guardado ?? t('pool_ok'), { type: 'success' });
      onCambio();
    }, fallo);
  const alAsignar = () =>
    asignar(modo === 'aleatoria' ? Number(n) : undefined).then((aviso) => {
      notify(aviso, { type: 'success' });
      onCambio();
    }, fallo);

  return (
    <Box role="group" aria-label={`${translate(etiquetas.pool ?? t('pool'))}: ${nombre}`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Autocomplete
          multiple
          options={disponibles}
          value={pool}
          onChange={(_e, v) => setPool(v)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(j) => `${j.name} (${j.email})`}
          // The section is a region named by the category: the label stays short enough to be read whole at 375 px.
          renderInput={(params) => <TextField {...params} label={translate(etiquetas.pool ?? t('pool'))} />}
          sx={{ flex: 1, minWidth: { md: 240 }, maxWidth: '100%' }}
        />
        <Button variant="outlined" onClick={alGuardar}>
          {translate(etiquetas.guardar ?? t('guardar_pool'))}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { md: 'center' } }}>
        <TextField select label={translate(t('modo'))} value={modo} onChange={(e) => setModo(e.target.value as 'todos' | 'aleatoria')} sx={{ minWidth: { sm: 280 }, maxWidth: '100%' }}>
          <MenuItem value="todos">{translate(t('todos'))}</MenuItem>
          <MenuItem value="aleatoria">{translate(t('aleatoria'))}</MenuItem>
        </TextField>
        {modo === 'aleatoria' && (
          <TextField type="number" label={translate(t('por_postulacion'))} value={n} onChange={(e) => setN(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 50 } }} sx={{ width: 200 }} />
        )}
        <Button variant="contained" onClick={alAsignar}>
          {translate(t('asignar'))}
        </Button>
      </Stack>
    </Box>
  );
};
