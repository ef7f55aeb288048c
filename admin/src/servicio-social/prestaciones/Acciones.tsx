import { useState } from 'react';
import { Alert, Autocomplete, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { HttpError, useGetList, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { TipoCuestionario } from '../../../../shared/schemas/servicio-social-evaluaciones';
import type { PrestacionSs, VacanteSs } from '../../../../shared/schemas/servicio-social';
import { R } from '../../resourceNames';
import { DecisionDialog } from '../comun/DecisionDialog';
import { ssFinApi } from './api';

const k = (key: string) => `app.ss_fin.acciones.${key}`;
const mensaje = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Abierto = null | 'liberar' | 'baja' | 'reasignar' | 'reabrir';

/** The office's actions on a service: issue the liberación, end it (baja), reassign, reopen an evaluation. */
export function Acciones({ p, activa, completa, onCambio }: { p: PrestacionSs; activa: boolean; completa: boolean; onCambio: () => void }) {
  const t = useTranslate();
  const notify = useNotify();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const cerrar = () => setAbierto(null);
  const hecho = (clave: string) => {
    notify(k(clave), { type: 'success' });
    onCambio();
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        <MuiButton variant="contained" disabled={p.estado === 'liberada' || p.estado === 'baja' || !completa} onClick={() => setAbierto('liberar')}>{t(k('liberar'))}</MuiButton>
        <MuiButton variant="outlined" onClick={() => setAbierto('reabrir')} disabled={p.estado === 'liberada'}>{t(k('reabrir'))}</MuiButton>
        <MuiButton variant="outlined" onClick={() => setAbierto('reasignar')} disabled={p.estado === 'liberada'}>{t(k('reasignar'))}</MuiButton>
        <MuiButton variant="outlined" color="error" onClick={() => setAbierto('baja')} disabled={!activa}>{t(k('baja'))}</MuiButton>
      </Stack>
      <Confirmar abierto={abierto === 'liberar'} onClose={cerrar} nombre={p.estudiante} onOk={async () => { await ssFinApi.liberar(p.id); hecho('liberada'); }} />
      <DecisionDialog<'baja'>
        open={abierto === 'baja'} onClose={cerrar} title={k('baja_titulo')} titleOptions={{ nombre: p.estudiante }} description={k('baja_descripcion')}
        opciones={[{ value: 'baja', label: k('baja_opcion'), motivoRequerido: true }]} inicial="baja" motivoLabel={k('baja_motivo')}
        onSubmit={async (_v, motivo) => { await ssFinApi.baja(p.id, motivo); hecho('baja_hecha'); }}
      />
      <DecisionDialog<TipoCuestionario>
        open={abierto === 'reabrir'} onClose={cerrar} title={k('reabrir_titulo')} titleOptions={{ nombre: p.estudiante }} description={k('reabrir_descripcion')}
        opciones={[
          { value: 'autoevaluacion', label: 'app.ss_fin.evaluaciones.autoevaluacion', motivoRequerido: true },
          { value: 'supervisor', label: 'app.ss_fin.evaluaciones.supervisor', motivoRequerido: true },
        ]}
        motivoLabel={k('reabrir_motivo')}
        onSubmit={async (tipo, motivo) => { await ssFinApi.reabrir(p.id, tipo, motivo); hecho('reabierta'); }}
      />
      <Reasignar abierto={abierto === 'reasignar'} onClose={cerrar} p={p} />
    </>
  );
}

function Confirmar({ abierto, onClose, nombre, onOk }: { abierto: boolean; onClose: () => void; nombre: string; onOk: () => Promise<void> }) {
  const t = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const ok = async () => {
    setOcupado(true);
    setError(null);
    try {
      await onOk();
      onClose();
    } catch (e) {
      setError(mensaje(e));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open={abierto} onClose={onClose} aria-labelledby="liberar-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="liberar-titulo">{t(k('liberar'))}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(k('liberar_confirmar'), { nombre })}</DialogContentText>
        {error ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={ocupado}>{t(k('cancelar'))}</MuiButton>
        <MuiButton variant="contained" onClick={() => void ok()} disabled={ocupado}>{t(k('confirmar'))}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function Reasignar({ abierto, onClose, p }: { abierto: boolean; onClose: () => void; p: PrestacionSs }) {
  const t = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { data: vacantes = [] } = useGetList<VacanteSs>(R.servicioSocial.vacantes, { pagination: { page: 1, perPage: 200 }, sort: { field: 'titulo', order: 'ASC' }, filter: { estado: 'abierta' } }, { enabled: abierto });
  const [vacante, setVacante] = useState<VacanteSs | null>(null);
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [ocupado, setOcupado] = useState(false);
  const enviar = async () => {
    const faltan: Record<string, string> = {};
    if (!vacante) faltan.vacanteId = 'Elija la vacante';
    if (!motivo.trim()) faltan.motivo = 'Escriba el motivo de la reasignación';
    setErrores(faltan);
    if (Object.keys(faltan).length) return;
    setOcupado(true);
    try {
      const nueva = await ssFinApi.reasignar(p.id, vacante!.id, motivo.trim());
      notify(k('reasignar_hecha'), { type: 'success' });
      onClose();
      redirect('show', R.servicioSocial.prestaciones, nueva.id);
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined;
      setErrores(body?.errors && Object.keys(body.errors).length ? body.errors : { general: mensaje(e) });
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open={abierto} onClose={onClose} aria-labelledby="reasignar-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="reasignar-titulo">{t(k('reasignar_titulo'), { nombre: p.estudiante })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(k('reasignar_descripcion'))}</DialogContentText>
        {errores.general ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{errores.general}</Alert> : null}
        <Autocomplete
          options={vacantes.filter((v) => v.id !== p.vacanteId)}
          value={vacante}
          onChange={(_e, v) => setVacante(v)}
          getOptionLabel={(v) => `${v.titulo} · ${v.institucion} (${v.lugaresDisponibles})`}
          renderInput={(params) => <TextField {...params} label={t(k('reasignar_vacante'))} error={!!errores.vacanteId} helperText={errores.vacanteId ?? ' '} />}
        />
        <TextField label={t(k('reasignar_motivo'))} value={motivo} onChange={(e) => setMotivo(e.target.value)} error={!!errores.motivo} helperText={errores.motivo ?? ' '} multiline minRows={2} fullWidth />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={ocupado}>{t(k('cancelar'))}</MuiButton>
        <MuiButton variant="contained" onClick={() => void enviar()} disabled={ocupado}>{t(k('reasignar'))}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}
