import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PerfilEstudiante } from '../../../../../../shared/schemas/servicio-social';
import { useToast } from '../../../../../../shared/ui/toast';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage, serverFieldErrors, lazySchema } from '../../../../lib/form';
import { useQuery } from '../../comun/api/use-query';
import { CambioPassword } from '../../comun/components/CambioPassword';
import { Cargando } from '../../comun/components/Cargando';
import { Seccion, Texto, mitad } from '../../comun/components/Campos';
import { useForm } from '../../comun/form/use-form';
import { fechaDe } from '../../comun/formato';
import { guardarPerfil, leerPerfil, quitarFoto, subirArchivo } from '../api/estudiante';

// Fetched when the person first types (lib/form lazySchema): zod stays off the page's first load.
const perfilEstudianteSchema = lazySchema(() => import('../../../../../../shared/schemas/servicio-social').then((m) => m.perfilEstudianteSchema));

function Dato({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={mitad}>
      <TextField label={label} value={value} fullWidth variant="filled" slotProps={{ htmlInput: { readOnly: true } }} />
    </Grid>
  );
}

function Contacto({ perfil, onGuardado }: { perfil: PerfilEstudiante; onGuardado: (p: PerfilEstudiante) => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const form = useForm({ schema: perfilEstudianteSchema, initial: { telefono: perfil.telefono, presentacion: perfil.presentacion }, toBody: (v) => v, idPrefix: 'perfil' });
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const data = await form.submit();
    if (!data) return;
    try {
      onGuardado(await guardarPerfil(client, data));
      toast({ title: 'Datos guardados', variant: 'success' });
    } catch (err) {
      if (!form.applyServerError(err)) setError(formErrorMessage(err));
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Datos de contacto">
      <Seccion title="Datos de contacto" description="Las instituciones ven estos datos cuando usted solicita una vacante.">
        <Grid size={mitad}><TextField label="Correo" value={perfil.correo} fullWidth variant="filled" slotProps={{ htmlInput: { readOnly: true } }} /></Grid>
        <Grid size={mitad}><Texto form={form} field="telefono" label="Teléfono celular" required type="tel" autoComplete="tel-national" htmlInput={{ inputMode: 'tel', maxLength: 20 }} /></Grid>
        <Grid size={12}>
          <Texto form={form} field="presentacion" label="Presentación" multiline minRows={3} helperText="Opcional: sus intereses y experiencia, en pocas líneas." htmlInput={{ maxLength: 1000 }} />
        </Grid>
        <Grid size={12}>
          {error && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{error}</Alert>}
          <Button type="submit" variant="contained">Guardar datos de contacto</Button>
        </Grid>
      </Seccion>
    </Stack>
  );
}

/** A file input behind a button; the server checks the type by content and answers per field. */
function Subir({ campo, accept, label, onSubido }: { campo: 'cv' | 'foto'; accept: string; label: string; onSubido: (p: PerfilEstudiante) => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const subir = async (archivo: File | undefined) => {
    if (!archivo) return;
    setError(null);
    setSubiendo(true);
    try {
      onSubido(await subirArchivo(client, campo, archivo));
      toast({ title: campo === 'cv' ? 'CV guardado' : 'Foto guardada', variant: 'success' });
    } catch (err) {
      setError(serverFieldErrors(err)[campo] ?? formErrorMessage(err));
    } finally {
      setSubiendo(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <input ref={input} id={`subir-${campo}`} type="file" accept={accept} hidden onChange={(e) => subir(e.target.files?.[0])} aria-label={label} />
      <Button variant="outlined" loading={subiendo} onClick={() => input.current?.click()}>{label}</Button>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
    </Stack>
  );
}

export function PerfilPage() {
  const query = useQuery(leerPerfil);
  const client = useApiClient();
  const [actual, setActual] = useState<PerfilEstudiante | null>(null);
  const p = actual ?? query.data;
  return (
    <PageSection maxWidth="md" title="Mi perfil" description="Sus datos académicos los confirma la escuela; usted actualiza su contacto, su CV y su foto.">
      {!p ? (
        <Cargando error={query.error} retry={query.reload} label="Cargando su perfil" />
      ) : (
        <Stack spacing={3}>
          <Seccion title="Foto y CV">
            <Grid size={mitad}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={p.fotoUrl ?? undefined} alt={p.fotoUrl ? `Foto de ${p.nombre}` : ''} sx={{ width: 72, height: 72 }}>{p.nombre.charAt(0)}</Avatar>
                <Stack spacing={1}>
                  <Subir campo="foto" accept="image/jpeg,image/png" label={p.fotoUrl ? 'Cambiar foto' : 'Subir foto'} onSubido={setActual} />
                  {p.fotoUrl && <Button size="small" color="error" onClick={async () => setActual(await quitarFoto(client))}>Quitar foto</Button>}
                </Stack>
              </Stack>
              <Typography variant="caption" color="text.secondary">JPG o PNG, hasta 3 MB.</Typography>
            </Grid>
            <Grid size={mitad}>
              <Typography sx={{ mb: 1 }}>{p.cv ? `CV: ${p.cv.nombre} (subido el ${fechaDe(p.cv.subidoEn)})` : 'Aún no ha subido su CV.'}</Typography>
              <Subir campo="cv" accept="application/pdf" label={p.cv ? 'Reemplazar CV (PDF)' : 'Subir CV (PDF)'} onSubido={setActual} />
              <Typography variant="caption" color="text.secondary">PDF, hasta 5 MB.</Typography>
            </Grid>
          </Seccion>
          <Seccion title="Datos académicos" description="Los verifica la oficina de servicio social; si algo no es correcto, comuníquese con ella.">
            <Dato label="Nombre" value={[p.nombre, p.apellidoPaterno, p.apellidoMaterno].filter(Boolean).join(' ')} />
            <Dato label="Matrícula" value={p.matricula} />
            <Dato label="CURP" value={p.curp} />
            <Dato label="Programa" value={`${p.programa} (${p.nivel})`} />
            <Dato label="Semestre" value={String(p.semestre)} />
            <Dato label="Créditos aprobados" value={`${p.creditos} %`} />
          </Seccion>
          <Contacto key={p.telefono + p.presentacion} perfil={p} onGuardado={setActual} />
          <CambioPassword />
        </Stack>
      )}
    </PageSection>
  );
}
