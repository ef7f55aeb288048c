import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiError } from '../../../../../shared/api/errors';
import type { RegistroCompletado, ReenvioFolioInput } from '../../../../../shared/schemas/postulaciones';
import { formErrorMessage } from '../../../lib/form';
import { AvisoDeEnvio } from '../../../components/Alert';
import type { CategoriaPublica, ConvocatoriaPublica } from '../api/convocatoria';
import { useReenviarFolio } from '../api/reenviar-folio';
import { useEnviarPostulacion, useGuardarBorrador, type EnvioPostulacion } from '../api/registro';
import { idCampo, usePostulacionForm } from '../form/use-postulacion-form';
import { aDatos, TEXTO_MAXIMO, type PostulacionValues } from '../form/values';
import { AvancePostulacion, type SeccionAvance } from './AvancePostulacion';
import { CategoriaSection } from './CategoriaSection';
import { ConsentimientoSection } from './ConsentimientoSection';
import { DocumentosSection } from './DocumentosSection';
import { EditorTexto } from './EditorTexto';
import { Honeypot } from './Honeypot';
import { NominadorSection } from './NominadorSection';
import { PostulanteSection } from './PostulanteSection';
import { RevisionPostulacion } from './RevisionPostulacion';
import { Seccion } from './Seccion';

export const REVISE_CAMPOS = 'Revise los campos marcados: cada uno explica qué falta.';

/** What the completion page shows: the server's answer and who gets the confirmation. */
export interface ResumenPostulacion extends RegistroCompletado {
  correo: string;
}

interface Props {
  convocatoria: ConvocatoriaPublica;
  inicial: PostulacionValues;
  borrador?: string | null;
  /** Staff capture of a paper nomination: consent was given on paper, no drafts, and another endpoint. */
  captura?: { enviar: (envio: EnvioPostulacion) => Promise<RegistroCompletado>; alTerminar: (r: RegistroCompletado) => void };
}

const CAMPOS_SECCION: { id: string; titulo: string; campos: string[] }[] = [
  { id: 'seccion-categoria', titulo: 'Categoría', campos: ['categoriaId'] },
  { id: 'seccion-postulante', titulo: 'Persona postulada', campos: ['nombre', 'correo', 'telefono', 'vinculo', 'matricula', 'programaId', 'anio'] },
  { id: 'seccion-nominador', titulo: 'Quién postula', campos: ['nominadorNombre', 'nominadorCorreo', 'nominadorRelacion'] },
  { id: 'seccion-semblanza', titulo: 'Semblanza y motivos', campos: ['semblanza', 'motivos'] },
];

/** Each part of the form and whether nothing in it still needs an answer (`pendientes`: the fields with a problem). */
function avance(pendientes: string[], categoria: CategoriaPublica | undefined, conAviso: boolean): SeccionAvance[] {
  const libre = (campos: string[]) => !campos.some((c) => pendientes.includes(c));
  return [
    ...CAMPOS_SECCION.map((s) => ({ id: s.id, titulo: s.titulo, completa: libre(s.campos) })),
    { id: 'seccion-documentos', titulo: 'Documentos', completa: !!categoria && libre(categoria.documentos.map((d) => d.clave)) },
    ...(conAviso ? [{ id: 'seccion-aviso', titulo: 'Aviso de privacidad', completa: libre(['avisoPrivacidad']) }] : []),
  ];
}

/** The public nomination. Nothing typed is lost on an error: the values stay until the server accepts them. */
export function RegistroPostulacionForm({ convocatoria, inicial, borrador, captura }: Props) {
  const form = usePostulacionForm(captura ? { ...inicial, avisoPrivacidad: true } : inicial, convocatoria.categorias);
  const envio = useEnviarPostulacion();
  const guardado = useGuardarBorrador();
  const navigate = useNavigate();
  const reenvio = useReenviarFolio();
  // `reenviar`: the 409 of a duplicate offers to mail the folio again, to the address on file (never shown here).
  const [aviso, setAviso] = useState<{ severity: 'error' | 'success'; text: string; detalles?: string[]; reenviar?: ReenvioFolioInput } | null>(null);
  const { values, errors, set, blur, categoria } = form;
  const campos = { values, errors, set, blur };
  // Sending is irreversible: the first submit shows «Revise sus respuestas», the second one sends.
  const [revisando, setRevisando] = useState(false);
  const revision = useRef<HTMLHeadingElement>(null);
  const inicio = useRef<HTMLDivElement>(null);
  const formulario = useRef<HTMLFormElement>(null);
  // Fields to fix: the summary at the top of the form; anything else (a draft saved, a duplicate) stays by the buttons.
  const [resumen, setResumen] = useState<string | null>(null);
  const secciones = avance(form.pendientes, categoria, !captura);

  const mostrar = (paso: boolean) => {
    setRevisando(paso);
    setTimeout(() => {
      inicio.current?.scrollIntoView({ block: 'start' });
      if (paso) revision.current?.focus();
    }, 0);
  };

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    setResumen(null);
    if (!form.revisar()) {
      setRevisando(false);
      return setResumen(REVISE_CAMPOS);
    }
    if (!revisando) return mostrar(true);
    try {
      if (captura) {
        const { avisoPrivacidad: _a, sitioWeb: _s, ...datos } = aDatos(values);
        return captura.alTerminar(await envio.mutate({ datos, archivos: form.archivos, enviar: captura.enviar }));
      }
      const completado = await envio.mutate({ datos: { ...aDatos(values), borrador: borrador ?? undefined }, archivos: form.archivos });
      const resumen: ResumenPostulacion = { ...completado, correo: (values.nominadorTipo === 'tercero' ? values.nominadorCorreo : values.correo).trim() };
      const folio = completado.folio;
      navigate(`/postulaciones/registro/completado?folio=${encodeURIComponent(folio)}`, { state: resumen });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.body.code === 'POSTULACION_DUPLICADA') {
        return setAviso({ severity: 'error', text: error.message, reenviar: { categoriaId: Number(values.categoriaId), correo: values.correo.trim() } });
      }
      // The server's 422 goes next to the fields: back to the form, where they are.
      if (error instanceof ApiError && error.status === 422) setRevisando(false);
      const sueltos = form.aplicarErrorServidor(error);
      if (sueltos && !sueltos.length && error instanceof ApiError) setResumen(REVISE_CAMPOS);
      else if (sueltos) setAviso({ severity: 'error', text: formErrorMessage(error), detalles: sueltos });
      else setAviso({ severity: 'error', text: formErrorMessage(error) });
    }
  };

  const guardar = async () => {
    setAviso(null);
    const correo = (values.nominadorTipo === 'tercero' ? values.nominadorCorreo : values.correo).trim();
    if (!correo) {
      blur(values.nominadorTipo === 'tercero' ? 'nominadorCorreo' : 'correo');
      document.getElementById(idCampo(values.nominadorTipo === 'tercero' ? 'nominadorCorreo' : 'correo'))?.focus();
      return setAviso({ severity: 'error', text: 'Para guardar un borrador escriba primero el correo al que le enviaremos el enlace.' });
    }
    try {
      const r = await guardado.mutate({ token: borrador ?? undefined, correo, convocatoriaId: convocatoria.id, datos: aDatos(values), sitioWeb: values.sitioWeb || undefined });
      setAviso({ severity: 'success', text: r.message || `Guardamos su borrador y enviamos a ${correo} un enlace para terminarlo antes del cierre.` });
    } catch (error) {
      // A draft keeps the email it was saved with; the message says so, whichever email field is on screen.
      if (error instanceof ApiError && error.body.code === 'BORRADOR_CORREO_FIJO') return setAviso({ severity: 'error', text: error.message });
      const sueltos = form.aplicarErrorServidor(error);
      setAviso({ severity: 'error', text: sueltos && !sueltos.length ? REVISE_CAMPOS : formErrorMessage(error), detalles: sueltos ?? undefined });
    }
  };

  const pedirFolio = async (input: ReenvioFolioInput) => {
    try {
      setAviso({ severity: 'success', text: (await reenvio.mutate(input)).message });
    } catch (error) {
      setAviso({ severity: 'error', text: formErrorMessage(error) });
    }
  };

  return (
    <Stack component="form" ref={formulario} noValidate onSubmit={enviar} spacing={3} aria-label="Registro de postulación" sx={{ position: 'relative', mt: 3 }}>
      <div ref={inicio} />
      <AvancePostulacion secciones={secciones} revisando={revisando} />
      <AvisoDeEnvio formulario={formulario} mensaje={resumen} />
      {revisando && (
        <RevisionPostulacion ref={revision} values={values} categoria={categoria} archivos={form.archivos} basesUrl={convocatoria.basesUrl} captura={!!captura} />
      )}
      {/* Hidden, not unmounted, while reviewing: the editors and the chosen files stay as they were. */}
      <Stack spacing={3} sx={{ display: revisando ? 'none' : undefined }}>
      <CategoriaSection categorias={convocatoria.categorias} value={values.categoriaId} onChange={(id) => set('categoriaId', id)} error={errors.categoriaId} />
      <PostulanteSection {...campos} categoria={categoria} />
      <NominadorSection {...campos} />
      <Seccion id="seccion-semblanza" titulo="Semblanza y motivos">
        <EditorTexto
          id={idCampo('semblanza')}
          label="Semblanza"
          required
          value={values.semblanza}
          onChange={(html) => set('semblanza', html)}
          onBlur={() => blur('semblanza')}
          error={errors.semblanza}
          helperText="La trayectoria de la persona postulada: formación, trabajo, logros."
          max={TEXTO_MAXIMO}
        />
        <EditorTexto
          id={idCampo('motivos')}
          label="Motivos de la postulación"
          value={values.motivos}
          onChange={(html) => set('motivos', html)}
          onBlur={() => blur('motivos')}
          error={errors.motivos}
          helperText="Por qué merece el reconocimiento en esta categoría."
          max={TEXTO_MAXIMO}
        />
      </Seccion>
      <DocumentosSection documentos={categoria?.documentos ?? []} archivos={form.archivos} errors={errors} setArchivo={form.setArchivo} />
      {!captura && (
      <ConsentimientoSection
        checked={values.avisoPrivacidad}
        onChange={(checked) => {
          set('avisoPrivacidad', checked);
          blur('avisoPrivacidad');
        }}
        error={errors.avisoPrivacidad}
      />
      )}
      {!captura && <Honeypot value={values.sitioWeb} onChange={(v) => set('sitioWeb', v)} />}
      </Stack>
      {aviso && (
        <Alert
          severity={aviso.severity}
          role={aviso.severity === 'error' ? 'alert' : 'status'}
          action={aviso.reenviar && (
            <Button color="inherit" size="small" onClick={() => pedirFolio(aviso.reenviar!)} loading={reenvio.isPending}>
              Reenviar el folio
            </Button>
          )}
        >
          {aviso.text}
          {!!aviso.detalles?.length && (
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {aviso.detalles.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        {revisando ? (
          <Button variant="outlined" size="large" onClick={() => mostrar(false)} disabled={envio.isPending}>
            Corregir respuestas
          </Button>
        ) : !captura && (
          <Button variant="outlined" size="large" onClick={guardar} loading={guardado.isPending} disabled={envio.isPending}>
            Guardar borrador
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" loading={envio.isPending} disabled={guardado.isPending}>
          {!revisando ? 'Revisar mis respuestas' : captura ? 'Registrar postulación' : 'Enviar postulación'}
        </Button>
      </Stack>
    </Stack>
  );
}
