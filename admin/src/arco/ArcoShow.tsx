import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Link, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { Confirm, Show, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { abrirArchivo } from '../../../shared/api/enlace-archivo';
import { formatDate } from '../../../shared/formato';
import { propositosLegibles } from '../../../shared/arco/oposicion';
import { AREAS_ARCO, DERECHOS, ESTADOS_ARCO, MEDIOS, PASOS, VIAS_ARCO, VIA_EN_LINEA, type Paso, type ViaArco } from '../../../shared/schemas/arco';
import { apiClient } from '../providers';
import type { AdminDataProvider } from '../providers/dataProvider';
import { Reloj } from './Reloj';
import type { SolicitudArco } from './types';

/** What each step does, said in the confirmation before it is recorded (none can be undone). */
const CONSECUENCIA: Record<Paso, string> = {
  prevencion: 'Se enviará a la persona lo que falta; tendrá 10 días hábiles para responder y el plazo se detiene.',
  respuesta_prevencion: 'El plazo de 20 días hábiles vuelve a contar desde mañana.',
  no_presentada: 'La solicitud se concluye sin respuesta de fondo y se avisa a la persona.',
  ampliacion: 'El plazo se amplía 10 días hábiles, una sola vez, y se avisa a la persona con los motivos.',
  decision: 'Se envía la respuesta a la persona con los motivos. Si procede, corre el plazo de 15 días hábiles para hacerla efectiva.',
  efectiva: 'Se aplica el derecho en la plataforma (acceso: se envía el enlace a sus datos; cancelación: se bloquean sus datos; oposición: se excluye de envíos y encuestas) y se avisa a la persona.',
  cierre: 'La solicitud queda concluida.',
};

const TEXTO: Partial<Record<Paso, string>> = {
  prevencion: 'Qué información falta',
  respuesta_prevencion: 'Resumen de la respuesta de la persona',
  ampliacion: 'Motivos de la ampliación',
  decision: 'Motivos de la decisión',
};

function Dato({ etiqueta, children }: { etiqueta: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">{etiqueta}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{children || '—'}</Typography>
    </Box>
  );
}

function RegistrarPaso({ s }: { s: SolicitudArco }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [tipo, setTipo] = useState<Paso | ''>('');
  const [texto, setTexto] = useState('');
  const [procedente, setProcedente] = useState<'si' | 'no' | ''>('');
  const [egresadoId, setEgresadoId] = useState(s.egresadoId ? String(s.egresadoId) : '');
  const [confirmar, setConfirmar] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pendiente, setPendiente] = useState(false);
  if (!s.pasosPermitidos.length) return <Typography color="text.secondary">No hay pasos pendientes: la solicitud está concluida.</Typography>;
  const registrar = async () => {
    setConfirmar(false);
    setPendiente(true);
    setError(null);
    try {
      await dataProvider.pasoArco(s.id, {
        tipo: tipo as Paso, texto, ...(tipo === 'decision' ? { procedente: procedente === 'si' } : {}), ...(egresadoId ? { egresadoId: Number(egresadoId) } : {}),
      });
      notify(`${PASOS[tipo as Paso]} registrada`, { type: 'success' });
      setTipo('');
      setTexto('');
      refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPendiente(false);
    }
  };
  return (
    <Stack spacing={2} component="form" aria-label="Registrar un paso" onSubmit={(e) => { e.preventDefault(); if (tipo) setConfirmar(true); }}>
      <TextField select label="Paso" value={tipo} onChange={(e) => setTipo(e.target.value as Paso)} required>
        {s.pasosPermitidos.map((p) => <MenuItem key={p} value={p}>{PASOS[p]}</MenuItem>)}
      </TextField>
      {tipo && TEXTO[tipo] && <TextField label={TEXTO[tipo]} value={texto} onChange={(e) => setTexto(e.target.value)} multiline minRows={3} required />}
      {tipo === 'decision' && (
        <RadioGroup row aria-label="¿Procede la solicitud?" value={procedente} onChange={(e) => setProcedente(e.target.value as 'si' | 'no')}>
          <FormControlLabel value="si" control={<Radio />} label="Procede" />
          <FormControlLabel value="no" control={<Radio />} label="No procede" />
        </RadioGroup>
      )}
      {tipo && (tipo === 'decision' || tipo === 'efectiva') && (
        <TextField label="Registro de egresado vinculado (número, opcional)" value={egresadoId} onChange={(e) => setEgresadoId(e.target.value.replace(/\D/g, ''))} inputMode="numeric" />
      )}
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={!tipo || pendiente} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>Registrar paso</Button>
      <Confirm
        isOpen={confirmar}
        title={tipo ? `¿Registrar «${PASOS[tipo]}» en ${s.folio}?` : ''}
        content={tipo ? `${CONSECUENCIA[tipo]} Queda fechado hoy y no se puede deshacer.` : ''}
        confirm="Registrar"
        cancel="Cancelar"
        onConfirm={registrar}
        onClose={() => setConfirmar(false)}
      />
    </Stack>
  );
}

function Detalle() {
  const s = useRecordContext<SolicitudArco>();
  if (!s) return null;
  const ruta = `/api/arco/solicitudes/${s.id}`;
  const escrita = s.via !== VIA_EN_LINEA;
  const abrirDatos = async (formato: 'pdf' | 'json') => {
    const { url } = await apiClient.post<{ url: string }>('/archivos/enlace', { ruta: `${ruta}/datos` });
    window.open(`${url}${url.includes('?') ? '&' : '?'}formato=${formato}`, '_blank', 'noopener');
  };
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">{s.folio} · {DERECHOS[s.derecho]}</Typography>
        <Typography color="text.secondary">{ESTADOS_ARCO[s.estado]}</Typography>
        <Reloj record={s} />
      </Stack>
      <Card variant="outlined"><CardContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          <Dato etiqueta="Titular">{s.nombre}</Dato>
          <Dato etiqueta="Correo">{s.correo}</Dato>
          <Dato etiqueta="Área">{AREAS_ARCO[s.area as keyof typeof AREAS_ARCO] ?? s.area}</Dato>
          <Dato etiqueta="Medio de respuesta">{MEDIOS[s.medio as keyof typeof MEDIOS] ?? s.medio}</Dato>
          <Dato etiqueta="Representante">{s.representante}</Dato>
          <Dato etiqueta="CURP">{s.curp}</Dato>
          {s.propositos?.length ? <Dato etiqueta={s.retiraOposicion ? 'Retira su oposición a' : 'Se opone a'}>{propositosLegibles(s.propositos)}</Dato> : null}
          <Dato etiqueta="Recibida">{formatDate(s.recibida)}</Dato>
          {escrita && <Dato etiqueta="Vía de recepción">{VIAS_ARCO[s.via as ViaArco] ?? s.via}</Dato>}
          {escrita && <Dato etiqueta="Registrada por">{s.registradaPor}</Dato>}
          <Dato etiqueta="Responder a más tardar">{s.plazos.limiteRespuesta ? formatDate(s.plazos.limiteRespuesta) : 'Plazo detenido por la prevención'}</Dato>
          {s.plazos.limiteEfectiva && <Dato etiqueta="Hacer efectiva a más tardar">{formatDate(s.plazos.limiteEfectiva)}</Dato>}
        </Box>
        <Box sx={{ mt: 2 }}><Dato etiqueta="Datos y petición">{s.datos}</Dato></Box>
        {escrita && <Box sx={{ mt: 2 }}><Dato etiqueta="Identidad acreditada">{s.identidad}</Dato></Box>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {s.tieneDocumento
            ? <Button variant="outlined" onClick={() => void abrirArchivo(apiClient, `${ruta}/documento`)}>Ver identificación</Button>
            : <Typography variant="body2" color="text.secondary">{escrita
              ? 'Recibida por escrito: la oficina acreditó la identidad como se indica arriba, sin documento adjunto.'
              : 'Presentada con sesión iniciada: la sesión identifica a la persona.'}</Typography>}
          {s.derecho === 'acceso' && <Button variant="outlined" onClick={() => void abrirDatos('pdf')}>Revisar sus datos (PDF)</Button>}
          {s.derecho === 'acceso' && <Button variant="outlined" onClick={() => void abrirDatos('json')}>Revisar sus datos (JSON)</Button>}
          {s.egresadoId && <Button component={Link} href={`/egresados/${s.egresadoId}`}>{s.derecho === 'rectificacion' ? 'Abrir el registro para rectificar' : 'Abrir el registro de egresado'}</Button>}
        </Stack>
      </CardContent></Card>
      <Card variant="outlined"><CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Pasos</Typography>
        {s.pasos?.length ? (
          <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
            {s.pasos.map((p) => (
              <li key={p.id}><Typography variant="body2"><strong>{formatDate(p.fecha)} · {PASOS[p.tipo] ?? p.tipo}</strong>{p.texto ? `: ${p.texto}` : ''}{p.usuario ? ` (${p.usuario})` : ''}</Typography></li>
            ))}
          </Box>
        ) : <Typography color="text.secondary">Todavía no hay pasos registrados.</Typography>}
      </CardContent></Card>
      <Card variant="outlined"><CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>Registrar un paso</Typography>
        <RegistrarPaso s={s} />
      </CardContent></Card>
    </Stack>
  );
}

export const ArcoShow = () => (
  <Show title="Solicitud ARCO" actions={false}>
    <Detalle />
  </Show>
);
export default ArcoShow;
