import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../../../shared/api/errors';
import type { CategoriaPublica } from '../api/convocatoria';
import { campoDeRuta, revisarArchivo, validar, type Campo, type PostulacionValues } from './values';

export const idCampo = (campo: string) => `postulacion-${campo}`;
export const idDocumento = (clave: string) => `documento-${clave}`;

export type Errores = Record<string, string>;

const ORDEN: Campo[] = [
  'categoriaId', 'nombre', 'correo', 'telefono', 'vinculo', 'matricula', 'programaId', 'anio',
  'nominadorNombre', 'nominadorCorreo', 'nominadorRelacion', 'semblanza', 'motivos', 'avisoPrivacidad',
];

/**
 * The nomination form's state: values, chosen files per document, and messages that show once a field was
 * left or the form sent. A server 422 puts each message next to its field (documents by their clave).
 */
export function usePostulacionForm(inicial: PostulacionValues, categorias: CategoriaPublica[]) {
  const [values, setValues] = useState(inicial);
  const [archivos, setArchivos] = useState<Record<string, File | null>>({});
  const [tocados, setTocados] = useState<Set<string>>(new Set());
  const [delServidor, setDelServidor] = useState<Errores>({});

  const categoria = categorias.find((c) => String(c.id) === values.categoriaId);

  const todos = useMemo(() => {
    const e: Errores = { ...validar(values, categoria) };
    for (const doc of categoria?.documentos ?? []) {
      const error = revisarArchivo(doc, archivos[doc.clave]);
      if (error) e[doc.clave] = error;
    }
    return e;
  }, [values, categoria, archivos]);

  const errors: Errores = {};
  for (const [campo, mensaje] of Object.entries(todos)) if (tocados.has(campo)) errors[campo] = mensaje;
  for (const [campo, mensaje] of Object.entries(delServidor)) errors[campo] ??= mensaje;

  const limpiar = (campo: string) =>
    setDelServidor((e) => {
      if (!(campo in e)) return e;
      const next = { ...e };
      delete next[campo];
      return next;
    });

  const set = useCallback(<K extends Campo>(campo: K, valor: PostulacionValues[K]) => {
    setValues((v) => ({ ...v, [campo]: valor }));
    limpiar(campo);
  }, []);

  const blur = useCallback((campo: string) => setTocados((t) => (t.has(campo) ? t : new Set(t).add(campo))), []);

  const setArchivo = useCallback((clave: string, archivo: File | null) => {
    setArchivos((a) => ({ ...a, [clave]: archivo }));
    setTocados((t) => new Set(t).add(clave));
    limpiar(clave);
  }, []);

  /** Marks everything touched; true when the browser found nothing to fix (the first field in error is focused). */
  const revisar = useCallback((): boolean => {
    setTocados(new Set([...Object.keys(values), ...(categoria?.documentos.map((d) => d.clave) ?? [])]));
    const campos = Object.keys(todos);
    if (campos.length) enfocar(campos, categoria);
    return campos.length === 0;
  }, [values, categoria, todos]);

  /** The messages of a 422 next to their fields; the ones that belong to no field are returned. */
  const aplicarErrorServidor = useCallback(
    (error: unknown): string[] | null => {
      if (!(error instanceof ApiError) || error.status !== 422) return null;
      const propios: Errores = {};
      const sueltos: string[] = [];
      for (const [ruta, mensajes] of Object.entries(error.errors)) {
        const campo = campoDeRuta(ruta);
        const mensaje = mensajes?.[0];
        if (!mensaje) continue;
        if (document.getElementById(idCampo(campo)) || document.getElementById(idDocumento(campo))) propios[campo] = mensaje;
        else sueltos.push(mensaje);
      }
      setDelServidor(propios);
      if (Object.keys(propios).length) enfocar(Object.keys(propios), categoria);
      return sueltos;
    },
    [categoria],
  );

  /** Every field that still has a problem, touched or not (the progress of each section). */
  const pendientes = useMemo(() => Object.keys(todos), [todos]);
  return { values, setValues, archivos, categoria, errors, pendientes, set, blur, setArchivo, revisar, aplicarErrorServidor };
}

function enfocar(campos: string[], categoria: CategoriaPublica | undefined) {
  const orden = [...ORDEN.slice(0, -1), ...(categoria?.documentos.map((d) => d.clave) ?? []), 'avisoPrivacidad'];
  const primero = orden.find((c) => campos.includes(c)) ?? campos[0];
  setTimeout(() => {
    const el = document.getElementById(idCampo(primero)) ?? document.getElementById(idDocumento(primero));
    el?.focus();
  }, 0);
}
