import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentoResumen } from '../../../../../../shared/schemas/servicio-social-documentos';
import { focusPageHeading } from '../../../../../../shared/app/use-page-start';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../../../../../../shared/servicio-social/documentos';
import { AppLink } from '../../../../components/AppLink';
import { TextLink } from '../../../../components/TextLink';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { DIAS_INFORME_ANTES_DEL_CIERRE } from '../../../../../../shared/servicio-social/horas';
import { fechaDe, nombreMes } from '../../comun/formato';
import { crearDocumento, leerDocumento, leerDocumentos, leerMesesInforme } from '../api/documentos';
import { useAcciones } from '../../estudiantes/api/acciones';
import { DocumentoDetalle, precargarDetalle } from './diferidos';
import { EstadoChip } from './comunes';

const BASE = '/servicio-social/estudiantes/documentos';
export const rutaDe = (d: { tipo: TipoDocumento; id: number }) => `${BASE}/${TIPOS_DOCUMENTO[d.tipo].ruta ?? 'ckeditor'}?id=${d.id}`;

/** What the student can start on each page; the office and institution letters are requested or awaited. */
const INICIO: Partial<Record<TipoDocumento, { boton: string; texto: string }>> = {
  situacion: { boton: 'Solicitar carta de situación', texto: 'La oficina de servicio social redacta y firma esta carta a petición suya.' },
  presentacion: { boton: 'Solicitar carta de presentación', texto: 'La oficina lo presenta ante la institución receptora con esta carta.' },
  compromiso: { boton: 'Comenzar carta compromiso', texto: 'Redacte su compromiso, las reglas y su horario a partir del formato de la oficina.' },
  informe_final: { boton: 'Comenzar informe final', texto: 'Al terminar sus horas, describa su servicio completo, sus resultados y su reflexión.' },
};

function Lista({ docs }: { docs: DocumentoResumen[] }) {
  if (!docs.length) return <Typography color="text.secondary">Aún no hay documentos aquí.</Typography>;
  return (
    <List disablePadding>
      {docs.map((d, i) => (
        <ListItem key={d.id} disableGutters divider={i < docs.length - 1} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <div>
            {/* Another party's draft (a letter being written for the student) is listed, not opened. */}
            {d.enPreparacion ? <Typography sx={{ fontWeight: 600 }}>{d.titulo}</Typography> : <TextLink to={rutaDe(d)} sx={{ fontWeight: 600 }}>{d.titulo}</TextLink>}
            <Typography variant="body2" color="text.secondary">
              {TIPOS_DOCUMENTO[d.tipo].etiqueta}{d.enPreparacion ? '' : ` · actualizado el ${fechaDe(d.updatedAt)}`}
            </Typography>
          </div>
          <EstadoChip estado={d.estado} etapa={d.etapa} enPreparacion={d.enPreparacion} />
        </ListItem>
      ))}
    </List>
  );
}

type Crear = (input: Parameters<typeof crearDocumento>[1]) => Promise<void>;

/**
 * The months the service owes a report for, oldest first, as «octubre de 2026 · ya tiene informe» (those cannot be
 * started again). A list rather than the browser's month field: Firefox and Safari on a desktop show that one as plain
 * text, and Chromium words it in its own language. `mesPedido`: the month the hours page links to
 * (…/Informe-mensual?mes=aaaa-mm); the oldest month without a report otherwise.
 */
function MesDelInforme({ mesPedido, crear, ocupado }: { mesPedido: string | null; crear: Crear; ocupado: boolean }) {
  const meses = useQuery(leerMesesInforme, []);
  const [elegido, setElegido] = useState<string | null>(null);
  if (!meses.data) return <Cargando error={meses.error} retry={meses.reload} label="Cargando los meses por informar" />;
  const { meses: lista, sugerido } = meses.data;
  if (!sugerido) {
    return (
      <Typography>
        {lista.length ? 'Todos los meses de su servicio ya tienen informe.' : 'Aún no hay meses por informar.'} El informe de un mes se puede comenzar en sus últimos {DIAS_INFORME_ANTES_DEL_CIERRE} días.
      </Typography>
    );
  }
  const pedido = lista.find((m) => m.mes === mesPedido && !m.reportado)?.mes;
  const mes = elegido ?? pedido ?? sugerido;
  const pendientes = lista.filter((m) => !m.reportado).length;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {pendientes === 1 ? 'Falta el informe de 1 mes.' : `Faltan los informes de ${pendientes} meses.`} Empiece por el más antiguo.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <TextField select label="Mes del informe" size="small" value={mes} onChange={(e) => setElegido(e.target.value)} slotProps={{ select: { native: true } }} sx={{ minWidth: 260 }}>
          {lista.map((m) => (
            <option key={m.mes} value={m.mes} disabled={m.reportado}>{nombreMes(m.mes)}{m.reportado ? ' · ya tiene informe' : ''}</option>
          ))}
        </TextField>
        <Button variant="contained" loading={ocupado} onClick={() => void crear({ tipo: 'informe_mensual', mes })}>Crear informe del mes</Button>
      </Stack>
    </Stack>
  );
}

function Crear({ tipo, mesPedido, onCreado }: { tipo: TipoDocumento | null; mesPedido: string | null; onCreado: (doc: DocumentoResumen) => void }) {
  const client = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [titulo, setTitulo] = useState('');
  const crear = async (input: Parameters<typeof crearDocumento>[1]) => {
    setError(null);
    setOcupado(true);
    try {
      onCreado(await crearDocumento(client, input));
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setOcupado(false);
    }
  };
  const inicio = tipo && INICIO[tipo];
  // The server refuses a final report before the hours are complete; say why instead of offering it.
  const sinInformeFinal = useAcciones(tipo === 'informe_final')?.informeFinal?.motivo ?? null;
  return (
    <Stack spacing={1.5}>
      {tipo === 'informe_mensual' && <MesDelInforme mesPedido={mesPedido} crear={crear} ocupado={ocupado} />}
      {tipo === null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <TextField label="Título del documento libre" size="small" value={titulo} onChange={(e) => setTitulo(e.target.value)} />
          <Button variant="contained" loading={ocupado} onClick={() => crear({ tipo: 'libre', titulo: titulo.trim() || undefined })}>Nuevo documento libre</Button>
        </Stack>
      )}
      {inicio && (
        <>
          <Typography>{inicio.texto}</Typography>
          {sinInformeFinal ? <Alert severity="info">{sinInformeFinal}</Alert> : null}
          <div><Button variant="contained" loading={ocupado} disabled={!!sinInformeFinal} onClick={() => crear({ tipo: tipo! })}>{inicio.boton}</Button></div>
        </>
      )}
      {tipo === 'aceptacion' && <Typography>La institución receptora redacta y firma esta carta; aparecerá aquí cuando la emita.</Typography>}
      {error && <Alert severity="error" role="alert">{error}</Alert>}
    </Stack>
  );
}

function Documento({ id }: { id: number }) {
  const doc = useQuery((c) => leerDocumento(c, id), [id]);
  useEffect(precargarDetalle, []);
  if (!doc.data) return <Cargando error={doc.error} retry={doc.reload} label="Cargando el documento" />;
  return <DocumentoDetalle key={doc.data.id} doc={doc.data} />;
}

/** A document page (tipo) or the hub (tipo null): the list with states, what can be started, and ?id= opens one. */
export function DocumentosPage({ tipo }: { tipo: TipoDocumento | null }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const abierto = useRef(id);
  useEffect(() => {
    if (abierto.current === id) return;
    abierto.current = id;
    // Opening a document (a new one too) or going back to the list is a new page to the reader, though only ?id= changed.
    window.scrollTo({ top: 0, left: 0 });
    return focusPageHeading();
  }, [id]);
  const docs = useQuery((c) => leerDocumentos(c, tipo ? { tipo } : {}), [tipo, id]);
  const titulo = tipo ? TIPOS_DOCUMENTO[tipo].etiqueta : 'Mis documentos';
  const lista = docs.data ?? [];
  const existe = tipo && tipo !== 'informe_mensual' && lista.length > 0;
  return (
    <PageSection title={titulo} description={tipo ? undefined : 'Todos los documentos de su servicio social con su estado. Los borradores se guardan solos mientras escribe.'}>
      <Stack spacing={3}>
        {id ? (
          <>
            <div><Button component={AppLink} to={tipo ? `${BASE}/${TIPOS_DOCUMENTO[tipo].ruta}` : `${BASE}/ckeditor`}>← Volver a la lista</Button></div>
            <Documento id={id} />
          </>
        ) : (
          <>
            <Tarjeta title={tipo ? 'Sus documentos' : 'Documentos de su servicio'}>
              {docs.data ? <Lista docs={lista} /> : <Cargando error={docs.error} retry={docs.reload} label="Cargando sus documentos" />}
            </Tarjeta>
            {!existe && (
              <Tarjeta title={tipo ? 'Comenzar' : 'Nuevo documento'}>
                {/* A requested office letter is the office's draft: it appears in the list «en preparación». */}
                <Crear tipo={tipo} mesPedido={params.get('mes')} onCreado={(nuevo) => (nuevo.enPreparacion ? docs.reload() : setParams({ id: String(nuevo.id) }))} />
                {tipo === null && (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
                    {(['situacion', 'presentacion', 'aceptacion', 'compromiso', 'informe_mensual', 'informe_final'] as const).map((t) => (
                      <Button key={t} size="small" variant="outlined" component={AppLink} to={`${BASE}/${TIPOS_DOCUMENTO[t].ruta}`}>{TIPOS_DOCUMENTO[t].etiqueta}</Button>
                    ))}
                  </Stack>
                )}
              </Tarjeta>
            )}
          </>
        )}
      </Stack>
    </PageSection>
  );
}

export const HubPage = () => <DocumentosPage tipo={null} />;
export const SituacionPage = () => <DocumentosPage tipo="situacion" />;
export const PresentacionPage = () => <DocumentosPage tipo="presentacion" />;
export const AceptacionPage = () => <DocumentosPage tipo="aceptacion" />;
export const CompromisoPage = () => <DocumentosPage tipo="compromiso" />;
export const InformeMensualPage = () => <DocumentosPage tipo="informe_mensual" />;
export const InformeFinalPage = () => <DocumentosPage tipo="informe_final" />;
