import { useEffect, useState } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIPOS_DOCUMENTO } from '../../../../../../shared/servicio-social/documentos';
import { ESTADOS_PRESTACION } from '../../../../../../shared/servicio-social/valores';
import { AppLink } from '../../../../components/AppLink';
import { TextLink } from '../../../../components/TextLink';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { fechaCorta, fechaDe } from '../../comun/formato';
import { crearDocumento, leerDocumento, leerDocumentos, leerPrestacion, leerPrestaciones } from '../api/documentos';
import { DocumentoDetalle, RevisionDocumento, precargarDetalle } from './diferidos';
import { EstadoChip } from './comunes';

const BASE = '/servicio-social/Institucion/estudiantes';

function Lista() {
  const prestaciones = useQuery(leerPrestaciones);
  const lista = prestaciones.data;
  return (
    <PageSection title="Estudiantes en servicio" description="Sus estudiantes de servicio social: abra uno para revisar sus informes y redactar sus cartas.">
      <Tarjeta title="Estudiantes">
        {!lista ? (
          <Cargando error={prestaciones.error} retry={prestaciones.reload} label="Cargando estudiantes" />
        ) : lista.length === 0 ? (
          <Typography color="text.secondary">Aún no tiene estudiantes prestando su servicio social.</Typography>
        ) : (
          <List disablePadding>
            {lista.map((p, i) => (
              <ListItem key={p.id} disableGutters divider={i < lista.length - 1} sx={{ display: 'block', py: 1 }}>
                <TextLink to={`${BASE}/${p.id}`} sx={{ fontWeight: 600 }}>{p.estudiante}</TextLink>{' '}
                <Typography component="span" variant="body2" color="text.secondary">({p.matricula})</Typography>
                <Typography variant="body2">{p.programa} · {ESTADOS_PRESTACION[p.estado]} · desde el {fechaCorta(p.fechaInicio)}</Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Tarjeta>
    </PageSection>
  );
}

function CartaAceptacion({ prestacionId, id, onCambio }: { prestacionId: number; id: number | null; onCambio: () => void }) {
  const client = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const doc = useQuery((c) => (id ? leerDocumento(c, id) : Promise.resolve(null)), [id]);
  useEffect(() => {
    if (id) precargarDetalle();
  }, [id]);
  if (!id) {
    return (
      <Stack spacing={1}>
        <Typography>Redacte la carta de aceptación del estudiante a partir del formato de la oficina; al emitirla se genera su PDF con folio.</Typography>
        <div>
          <Button variant="contained" onClick={() => crearDocumento(client, { tipo: 'aceptacion', prestacionId }).then(onCambio, (e) => setError(formErrorMessage(e)))}>
            Redactar carta de aceptación
          </Button>
        </div>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    );
  }
  return doc.data ? <DocumentoDetalle doc={doc.data} onCambio={onCambio} /> : <Cargando error={doc.error} retry={doc.reload} label="Cargando la carta" />;
}

function Detalle() {
  const prestacionId = Number(useParams().prestacionId);
  const prestacion = useQuery((c) => leerPrestacion(c, prestacionId), [prestacionId]);
  const docs = useQuery((c) => leerDocumentos(c, { prestacionId }), [prestacionId]);
  const [abierto, setAbierto] = useState<number | null>(null);
  // The review closes with the decision and takes the focused button with it: the focus goes back to its document.
  const [decidido, setDecidido] = useState<number | null>(null);
  useEffect(() => {
    if (decidido !== null) document.getElementById(`documento-${decidido}`)?.focus();
  }, [decidido]);
  const p = prestacion.data;
  if (!p) return <PageSection title="Estudiante en servicio"><Cargando error={prestacion.error} retry={prestacion.reload} label="Cargando el estudiante" /></PageSection>;
  const lista = docs.data ?? [];
  const aceptacion = lista.find((d) => d.tipo === 'aceptacion');
  return (
    <PageSection title={p.estudiante} description={`${p.matricula} · ${p.programa} · ${ESTADOS_PRESTACION[p.estado]} · supervisa ${p.supervisorNombre ?? 'sin asignar'}`}>
      <Stack spacing={3}>
        <div><Button component={AppLink} to={BASE}>← Todos los estudiantes</Button></div>
        <Tarjeta title="Documentos del estudiante">
          {!docs.data ? (
            <Cargando error={docs.error} retry={docs.reload} label="Cargando documentos" />
          ) : lista.length === 0 ? (
            <Typography color="text.secondary">El estudiante aún no tiene documentos.</Typography>
          ) : (
            <List disablePadding>
              {lista.map((d, i) => (
                <ListItem key={d.id} disableGutters divider={i < lista.length - 1} sx={{ display: 'block', py: 1.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                    <div>
                      <Typography id={`documento-${d.id}`} tabIndex={-1} sx={{ fontWeight: 600 }}>{d.titulo}</Typography>
                      <Typography variant="body2" color="text.secondary">{TIPOS_DOCUMENTO[d.tipo].etiqueta} · versión {d.version} · {d.enviadoEn ? `enviado el ${fechaDe(d.enviadoEn)}` : 'sin enviar'}</Typography>
                    </div>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <EstadoChip estado={d.estado} etapa={d.etapa} enPreparacion={d.enPreparacion} />
                      {d.acciones.includes('aprobar') && (
                        <Button size="small" variant="contained" onClick={() => setAbierto(abierto === d.id ? null : d.id)} aria-expanded={abierto === d.id}>
                          {abierto === d.id ? 'Cerrar' : 'Revisar'}
                        </Button>
                      )}
                    </Stack>
                  </Stack>
                  {abierto === d.id && <RevisionDocumento id={d.id} onDecidido={() => { setAbierto(null); setDecidido(d.id); docs.reload(); }} />}
                </ListItem>
              ))}
            </List>
          )}
        </Tarjeta>
        <Tarjeta title="Carta de aceptación">
          <CartaAceptacion prestacionId={p.id} id={aceptacion?.id ?? null} onCambio={docs.reload} />
        </Tarjeta>
      </Stack>
    </PageSection>
  );
}

/** The institution's students in service and, per service, its documents to review and letters to write. */
export function InstitucionEstudiantesPage() {
  return (
    <Routes>
      <Route index element={<Lista />} />
      <Route path=":prestacionId" element={<Detalle />} />
    </Routes>
  );
}
