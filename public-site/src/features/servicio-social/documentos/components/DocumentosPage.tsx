import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentoResumen } from '../../../../../../shared/schemas/servicio-social-documentos';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../../../../../../shared/servicio-social/documentos';
import { AppLink } from '../../../../components/AppLink';
import { TextLink } from '../../../../components/TextLink';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { mesAnterior } from '../../../../../../shared/servicio-social/horas';
import { fechaDe, hoyMexico, nombreMes } from '../../comun/formato';
import { crearDocumento, leerDocumento, leerDocumentos } from '../api/documentos';
import { DocumentoDetalle } from './DocumentoDetalle';
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

const MES_VALIDO = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A service lasts at most two years: its reports fall in the last 24 months. */
const MESES_A_ELEGIR = 24;

/**
 * The months a report can be written for, newest first, as «noviembre de 2026». A list rather than the browser's
 * month field: Firefox and Safari on a desktop show that one as plain text, and Chromium words it in its own language.
 */
function mesesDelServicio(esteMes: string, pedido: string): { valor: string; etiqueta: string }[] {
  const valores = [esteMes];
  while (valores.length < MESES_A_ELEGIR) valores.push(mesAnterior(valores[valores.length - 1]));
  if (!valores.includes(pedido)) valores.push(pedido);
  return valores.map((valor) => ({ valor, etiqueta: nombreMes(valor) }));
}

/** `mesPedido`: the month the hours page links to (…/Informe-mensual?mes=aaaa-mm); this month otherwise. */
function Crear({ tipo, mesPedido, onCreado }: { tipo: TipoDocumento | null; mesPedido: string | null; onCreado: (doc: DocumentoResumen) => void }) {
  const client = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [mes, setMes] = useState(mesPedido && MES_VALIDO.test(mesPedido) ? mesPedido : hoyMexico().slice(0, 7));
  const [meses] = useState(() => mesesDelServicio(hoyMexico().slice(0, 7), mes));
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
  return (
    <Stack spacing={1.5}>
      {tipo === 'informe_mensual' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <TextField select label="Mes del informe" size="small" value={mes} onChange={(e) => setMes(e.target.value)} slotProps={{ select: { native: true } }} sx={{ minWidth: 220 }}>
            {meses.map((m) => (
              <option key={m.valor} value={m.valor}>{m.etiqueta}</option>
            ))}
          </TextField>
          <Button variant="contained" loading={ocupado} onClick={() => crear({ tipo: 'informe_mensual', mes })}>Crear informe del mes</Button>
        </Stack>
      )}
      {tipo === null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <TextField label="Título del documento libre" size="small" value={titulo} onChange={(e) => setTitulo(e.target.value)} />
          <Button variant="contained" loading={ocupado} onClick={() => crear({ tipo: 'libre', titulo: titulo.trim() || undefined })}>Nuevo documento libre</Button>
        </Stack>
      )}
      {inicio && (
        <>
          <Typography>{inicio.texto}</Typography>
          <div><Button variant="contained" loading={ocupado} onClick={() => crear({ tipo: tipo! })}>{inicio.boton}</Button></div>
        </>
      )}
      {tipo === 'aceptacion' && <Typography>La institución receptora redacta y firma esta carta; aparecerá aquí cuando la emita.</Typography>}
      {error && <Alert severity="error" role="alert">{error}</Alert>}
    </Stack>
  );
}

function Documento({ id }: { id: number }) {
  const doc = useQuery((c) => leerDocumento(c, id), [id]);
  if (!doc.data) return <Cargando error={doc.error} retry={doc.reload} label="Cargando el documento" />;
  return <DocumentoDetalle key={doc.data.id} doc={doc.data} />;
}

/** A document page (tipo) or the hub (tipo null): the list with states, what can be started, and ?id= opens one. */
export function DocumentosPage({ tipo }: { tipo: TipoDocumento | null }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
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
