import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { InstitucionSs } from '../../../../../../shared/schemas/servicio-social';
import { useToast } from '../../../../../../shared/ui/toast';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage, serverFieldErrors, validate, type FieldErrors, lazySchema } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { InstitucionCampos, toInstitucionDatos, type InstitucionValores } from '../../comun/components/InstitucionCampos';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { useForm } from '../../comun/form/use-form';
import { CambioPassword } from '../../comun/components/CambioPassword';
import { guardarPerfil, invitar, leerColegas, leerPanel, leerPerfil } from '../api/institucion';
import { PendienteAviso } from './PendienteAviso';

// Fetched when the person first types (lib/form lazySchema): zod stays off the page's first load.
const institucionDatosSchema = lazySchema(() => import('../../../../../../shared/schemas/servicio-social').then((m) => m.institucionDatosSchema));
const invitacionSchema = lazySchema(() => import('../../../../../../shared/schemas/servicio-social').then((m) => m.invitacionSchema));

function valores(i: InstitucionSs): InstitucionValores {
  return {
    razonSocial: i.razonSocial, rfc: i.rfc, tipo: i.tipo, sector: i.sector, entidadFederativa: i.entidadFederativa, municipio: i.municipio, domicilio: i.domicilio,
    sitioWeb: i.sitioWeb ?? '', 'responsable.nombre': i.responsable.nombre, 'responsable.cargo': i.responsable.cargo, 'responsable.correo': i.responsable.correo,
    'responsable.telefono': i.responsable.telefono,
  };
}

function DatosForm({ institucion, onGuardado }: { institucion: InstitucionSs; onGuardado: (i: InstitucionSs) => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const form = useForm({ schema: institucionDatosSchema, initial: valores(institucion), toBody: toInstitucionDatos, idPrefix: 'perfil-inst' });
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const cambiaValidacion = form.values.razonSocial.trim() !== institucion.razonSocial || form.values.rfc.trim().toUpperCase() !== institucion.rfc;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const data = await form.submit();
    if (!data) return setError('Revise los campos marcados.');
    setGuardando(true);
    try {
      const guardada = await guardarPerfil(client, data);
      toast({ title: 'Datos guardados', description: guardada.estado === 'pendiente' && institucion.estado !== 'pendiente' ? 'La institución volvió a validación.' : undefined, variant: 'success' });
      onGuardado(guardada);
    } catch (err) {
      if (form.applyServerError(err)) setError('Revise los campos marcados.');
      else setError(formErrorMessage(err));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Datos de la institución">
      <Alert severity={cambiaValidacion ? 'warning' : 'info'} role={cambiaValidacion ? 'alert' : undefined}>
        Si cambia la razón social o el RFC, la institución vuelve a quedar pendiente de validación y sus vacantes dejan de publicarse hasta que la oficina la apruebe.
      </Alert>
      <InstitucionCampos form={form} correoResponsable={false} />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained" loading={guardando} sx={{ alignSelf: 'flex-start' }}>Guardar datos</Button>
    </Stack>
  );
}

function Colegas({ esResponsable }: { esResponsable: boolean }) {
  const client = useApiClient();
  const { toast } = useToast();
  const colegas = useQuery(leerColegas);
  const [valores, setValores] = useState({ nombre: '', correo: '' });
  const [errores, setErrores] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    let schema;
    try {
      schema = await invitacionSchema.load();
    } catch (err) {
      return setError(formErrorMessage(err));
    }
    const { data, errors } = validate(schema, valores);
    setErrores(errors);
    if (!data) return;
    try {
      await invitar(client, data);
      toast({ title: 'Invitación enviada', description: `Le escribimos a ${data.correo}.`, variant: 'success' });
      setValores({ nombre: '', correo: '' });
      colegas.reload();
    } catch (err) {
      const campos = serverFieldErrors(err);
      if (Object.keys(campos).length) setErrores(campos);
      else setError(formErrorMessage(err));
    }
  };
  return (
    <Tarjeta title="Colegas con acceso">
      {colegas.data && (
        <List dense disablePadding>
          {colegas.data.map((c) => (
            <ListItem key={c.usuarioId} disableGutters>
              <ListItemText primary={`${c.nombre}${c.responsable ? ' (responsable)' : ''}`} secondary={`${c.correo}${c.correoVerificado ? '' : ' · invitación pendiente'}`} />
            </ListItem>
          ))}
        </List>
      )}
      {esResponsable ? (
        <Stack component="form" noValidate onSubmit={enviar} spacing={1.5} sx={{ mt: 2 }} aria-label="Invitar a un colega">
          <TextField id="invitar-nombre" label="Nombre del colega" required size="small" value={valores.nombre} onChange={(e) => setValores({ ...valores, nombre: e.target.value })} error={!!errores.nombre} helperText={errores.nombre} />
          <TextField id="invitar-correo" label="Correo del colega" required type="email" size="small" value={valores.correo} onChange={(e) => setValores({ ...valores, correo: e.target.value })} error={!!errores.correo} helperText={errores.correo} />
          {error && <Alert severity="error" role="alert">{error}</Alert>}
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>Enviar invitación</Button>
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>Solo el responsable de la institución puede invitar a colegas.</Alert>
      )}
    </Tarjeta>
  );
}

export function PerfilPage() {
  const perfil = useQuery(leerPerfil);
  const panel = useQuery(leerPanel);
  const [actual, setActual] = useState<InstitucionSs | null>(null);
  const institucion = actual ?? perfil.data;
  return (
    <PageSection maxWidth="md" title="Perfil de la institución" description="Los datos con que se registró. Con ellos la oficina valida a la institución y los estudiantes la conocen.">
      {!institucion ? (
        <Cargando error={perfil.error} retry={perfil.reload} label="Cargando el perfil" />
      ) : (
        <Stack spacing={3}>
          <PendienteAviso institucion={institucion} />
          <DatosForm key={institucion.updatedAt} institucion={institucion} onGuardado={setActual} />
          {institucion.estado === 'aprobada' && <Colegas esResponsable={!!panel.data?.esResponsable} />}
          <CambioPassword />
        </Stack>
      )}
    </PageSection>
  );
}
