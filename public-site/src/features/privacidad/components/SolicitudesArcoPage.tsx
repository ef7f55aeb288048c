import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptDe } from '../../../../../shared/archivos';
import { formatDate } from '../../../../../shared/formato';
import { AREAS_ARCO, DERECHOS, DOCUMENTO_IDENTIDAD_MAX_MB, ESTADOS_ARCO, MEDIOS, PROPOSITOS_OPOSICION, type EstadoPublico } from '../../../../../shared/schemas/arco';
import { AvisoDeEnvio } from '../../../components/Alert';
import { CampoArchivo } from '../../../components/CampoArchivo';
import { PageSection } from '../../../components/PageSection';
import { SelectInput } from '../../../components/SelectInput';
import { OutlinedField, TextInput } from '../../../components/TextInput';
import { useApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formErrorMessage, serverFieldErrors } from '../../../lib/form';
import { useMutation } from '../../../lib/use-mutation';
import { consultarSolicitud, presentarSolicitud, responderPrevencion, type Acuse } from '../api/arco';

const opciones = (labels: Record<string, string>) => Object.entries(labels).map(([v, l]) => <option key={v} value={v}>{l}</option>);

/** A multi-line field in the outlined style of the others. */
function AreaTexto({ onCambio, ...props }: Omit<Parameters<typeof OutlinedField>[0], 'control'> & { onCambio: (valor: string) => void }) {
  return (
    <OutlinedField
      {...props}
      control={({ onChange: _cambio, onBlur: _salida, sx, ...ctl }) => (
        <Box component="textarea" rows={4} {...ctl} onChange={(e: { target: { value: string } }) => onCambio(e.target.value)} sx={[sx as object, { resize: 'vertical', fontFamily: 'inherit' }]} />
      )}
    />
  );
}

/** One or more of the mailings an oposición stops; sent joined by commas in the multipart form. */
function Propositos({ valor, onCambio, error, retira }: { valor: string; onCambio: (v: string) => void; error?: string; retira: boolean }) {
  const elegidos = valor ? valor.split(',') : [];
  const alternar = (p: string) => onCambio((elegidos.includes(p) ? elegidos.filter((x) => x !== p) : [...elegidos, p]).join(','));
  return (
    <FormControl component="fieldset" required error={!!error} aria-describedby={error ? 'arco-propositos-error' : undefined}>
      <FormLabel component="legend">{retira ? '¿Qué envíos quiere volver a recibir?' : '¿A qué envíos se opone?'}</FormLabel>
      <FormGroup>
        {Object.entries(PROPOSITOS_OPOSICION).map(([clave, etiqueta]) => (
          <FormControlLabel key={clave} label={etiqueta} control={<Checkbox name="propositos" value={clave} checked={elegidos.includes(clave)} onChange={() => alternar(clave)} />} />
        ))}
      </FormGroup>
      {error ? <FormHelperText id="arco-propositos-error">{error}</FormHelperText> : null}
    </FormControl>
  );
}

const VACIO = { derecho: '', area: '', datos: '', retiraOposicion: 'false', propositos: '', medio: 'correo', nombre: '', correo: '', curp: '', representante: '' };

function Presentar() {
  const client = useApiClient();
  const { user } = useAuth();
  const [campos, setCampos] = useState(VACIO);
  const [documento, setDocumento] = useState<File | null>(null);
  const envio = useMutation(() => presentarSolicitud(client, { ...campos, correo: user?.email ?? campos.correo }, user ? null : documento));
  const [acuse, setAcuse] = useState<Acuse | null>(null);
  const formulario = useRef<HTMLFormElement>(null);
  const errores = serverFieldErrors(envio.error);
  const cambiar = (k: keyof typeof VACIO) => (e: { target: { value: string } }) => setCampos((c) => ({ ...c, [k]: e.target.value }));
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setAcuse(await envio.mutate(undefined));
    } catch {
      // The errors show next to each field and in the summary at the top of the form.
    }
  };
  if (acuse) {
    return (
      // A long email must wrap: the message box would otherwise scroll sideways on a phone.
      <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}>
        {acuse.message} Le responderemos a más tardar el {formatDate(acuse.limiteRespuesta)}. Guarde el folio <strong>{acuse.folio}</strong> para consultar su solicitud.
      </Alert>
    );
  }
  const campo = (k: keyof typeof VACIO) => ({ value: campos[k], onChange: cambiar(k), error: !!errores[k], helperText: errores[k], fullWidth: true, name: k });
  return (
    <Box component="form" ref={formulario} onSubmit={enviar} noValidate aria-label="Presentar una solicitud ARCO">
      <Stack spacing={2.5}>
        <AvisoDeEnvio formulario={formulario} mensaje={envio.error ? (Object.keys(errores).length ? 'Revise los datos marcados en el formulario.' : formErrorMessage(envio.error)) : null} />
        <SelectInput label="Derecho que ejerce" required shrink {...campo('derecho')}>
          <option value="">Elija un derecho</option>
          {opciones(DERECHOS)}
        </SelectInput>
        {campos.derecho === 'oposicion' && (
          <>
            {/* Only a new request withdraws an oposición: an old mail's re-subscribe link never does. */}
            <SelectInput label="¿Qué pide?" required {...campo('retiraOposicion')}>
              <option value="false">Oponerme a ciertos envíos</option>
              <option value="true">Retirar una oposición anterior</option>
            </SelectInput>
            <Propositos valor={campos.propositos} onCambio={(v) => cambiar('propositos')({ target: { value: v } })} error={errores.propositos} retira={campos.retiraOposicion === 'true'} />
          </>
        )}
        <SelectInput label="Área que trata sus datos" required shrink {...campo('area')}>
          <option value="">Elija un área</option>
          {opciones(AREAS_ARCO)}
        </SelectInput>
        <AreaTexto label="Sus datos y lo que pide" required {...campo('datos')} onCambio={(v) => cambiar('datos')({ target: { value: v } })} />
        <TextInput label="Nombre completo del titular" required autoComplete="name" {...campo('nombre')} />
        {user ? (
          <Typography variant="body2">Responderemos a <strong>{user.email}</strong>, el correo de su cuenta. Su sesión lo identifica: no necesita adjuntar una identificación.</Typography>
        ) : (
          <TextInput label="Correo electrónico" type="email" required autoComplete="email" {...campo('correo')} />
        )}
        <TextInput label="CURP (opcional)" {...campo('curp')} htmlInput={{ maxLength: 18 }} />
        <TextInput label="Representante (opcional)" {...campo('representante')} />
        <SelectInput label="¿Cómo quiere recibir la respuesta?" required {...campo('medio')}>
          {opciones(user ? MEDIOS : { correo: MEDIOS.correo })}
        </SelectInput>
        {!user && (
          <CampoArchivo
            id="arco-documento"
            name="documento"
            etiqueta="Identificación oficial"
            ayuda={`PDF, JPG o PNG · hasta ${DOCUMENTO_IDENTIDAD_MAX_MB} MB. Si actúa un representante, adjunte también su identificación y el poder en un solo PDF.`}
            accept={acceptDe(['pdf', 'jpg', 'png'])}
            required
            archivo={documento}
            error={errores.documento}
            onChange={setDocumento}
          />
        )}
        <Button type="submit" variant="contained" loading={envio.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          Enviar solicitud
        </Button>
      </Stack>
    </Box>
  );
}

/** The person sends what the prevención asked for; the step is recorded and the clock runs again. */
function ResponderPrevencion({ folio, correo, alResponder }: { folio: string; correo: string; alResponder: (e: EstadoPublico) => void }) {
  const client = useApiClient();
  const [texto, setTexto] = useState('');
  const envio = useMutation(() => responderPrevencion(client, folio, correo, texto));
  const errores = serverFieldErrors(envio.error);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    try {
      alResponder(await envio.mutate(undefined));
    } catch {
      // Shown under the field or above the button.
    }
  };
  return (
    <Box component="form" onSubmit={enviar} noValidate aria-label="Responder a la prevención">
      <Stack spacing={2}>
        <AreaTexto label="Su respuesta a la prevención" required name="respuesta" value={texto} onCambio={setTexto} error={!!errores.texto} helperText={errores.texto} fullWidth />
        {envio.error && !errores.texto ? <Alert severity="error" role="alert">{formErrorMessage(envio.error)}</Alert> : null}
        <Button type="submit" variant="contained" loading={envio.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>Enviar respuesta</Button>
      </Stack>
    </Box>
  );
}

function Consultar() {
  const client = useApiClient();
  const [params] = useSearchParams();
  // The mails link here with the folio, so the person only types their email.
  const [folio, setFolio] = useState(params.get('folio') ?? '');
  const [correo, setCorreo] = useState('');
  const consulta = useMutation(() => consultarSolicitud(client, folio, correo));
  const [estado, setEstado] = useState<EstadoPublico | null>(null);
  const errores = serverFieldErrors(consulta.error);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setEstado(await consulta.mutate(undefined));
    } catch {
      setEstado(null);
    }
  };
  return (
    <Stack spacing={2.5}>
      <Box component="form" onSubmit={enviar} noValidate aria-label="Consultar una solicitud ARCO">
        <Stack spacing={2.5}>
          <TextInput label="Folio" required value={folio} onChange={(e) => setFolio(e.target.value)} error={!!errores.folio} helperText={errores.folio} fullWidth />
          <TextInput label="Correo con el que la presentó" type="email" required value={correo} onChange={(e) => setCorreo(e.target.value)} error={!!errores.correo} helperText={errores.correo} fullWidth />
          <Button type="submit" variant="outlined" loading={consulta.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>Consultar</Button>
        </Stack>
      </Box>
      {consulta.error && !Object.keys(errores).length ? <Alert severity="error" role="alert">{formErrorMessage(consulta.error)}</Alert> : null}
      {estado && !estado.encontrada && <Alert severity="warning" role="status">No encontramos una solicitud con ese folio y ese correo. Revise ambos datos.</Alert>}
      {estado?.encontrada && (
        <Box role="status">
          <Typography sx={{ fontWeight: 600 }}>
            {estado.folio}: {ESTADOS_ARCO[estado.estado as keyof typeof ESTADOS_ARCO] ?? estado.estado}
          </Typography>
          <Typography variant="body2">Recibida el {formatDate(estado.recibida)}{estado.limiteRespuesta ? `; respuesta a más tardar el ${formatDate(estado.limiteRespuesta)}` : ''}.</Typography>
          {estado.pasos.length > 0 && (
            <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
              {estado.pasos.map((p, i) => (
                <li key={i}><Typography variant="body2">{formatDate(p.fecha)} · {p.tipo}{p.texto ? `: ${p.texto}` : ''}</Typography></li>
              ))}
            </Box>
          )}
        </Box>
      )}
      {estado?.encontrada && estado.estado === 'prevenida' && <ResponderPrevencion folio={estado.folio!} correo={correo} alResponder={setEstado} />}
    </Stack>
  );
}

/** /privacidad/solicitudes: file an ARCO request and follow it (LGPDPPSO; LFPDPPP 2025). */
export function SolicitudesArcoPage() {
  return (
    <PageSection
      maxWidth="md"
      title="Sus derechos ARCO"
      description="Puede pedir el acceso a sus datos personales, su rectificación, su cancelación u oponerse a su uso. Le respondemos en un máximo de 20 días hábiles; si falta información se lo pediremos en los primeros 5."
    >
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} component="section" aria-labelledby="arco-presentar">
          <Typography id="arco-presentar" component="h2" variant="h6" sx={{ mb: 2 }}>Presentar una solicitud</Typography>
          <Presentar />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} component="section" aria-labelledby="arco-consultar">
          <Typography id="arco-consultar" component="h2" variant="h6" sx={{ mb: 2 }}>Consultar una solicitud</Typography>
          <Consultar />
        </Paper>
      </Stack>
    </PageSection>
  );
}
