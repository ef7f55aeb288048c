import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../../../shared/api/errors';

export type EstadoGuardado = 'guardado' | 'pendiente' | 'guardando' | 'sin_conexion' | 'conflicto' | 'error';

export const ETIQUETA_GUARDADO: Record<EstadoGuardado, string> = {
  guardado: 'Guardado',
  pendiente: 'Cambios sin guardar',
  guardando: 'Guardando…',
  sin_conexion: 'Sin conexión, se guardará al reconectar',
  conflicto: 'El documento cambió en otra pestaña o dispositivo',
  error: 'No se pudo guardar; se reintentará',
};

interface Copia {
  contenido: string;
  /** The server revision the local text was written over. */
  revision: number;
}

const clave = (id: number) => `ss-documento-${id}`;
const leerCopia = (id: number): Copia | null => {
  try {
    const valor = localStorage.getItem(clave(id));
    return valor ? (JSON.parse(valor) as Copia) : null;
  } catch {
    return null;
  }
};
const escribirCopia = (id: number, copia: Copia | null) => {
  try {
    if (copia) localStorage.setItem(clave(id), JSON.stringify(copia));
    else localStorage.removeItem(clave(id));
  } catch {
    // A full or blocked storage only loses the offline copy; the server save goes on.
  }
};

export interface AutoguardadoOpciones {
  id: number;
  contenido: string;
  revision: number;
  guardar: (contenido: string, revision: number) => Promise<{ revision: number; palabras?: number }>;
  esperaMs?: number;
  reintentoMs?: number;
}

/**
 * The editor's text kept safe: every change goes to localStorage at once and to the server after a pause, over the
 * revision last saved (a 409 means another tab wrote first). Offline or failing saves are retried on reconnect and
 * on a timer; a reload restores the local copy when it was written over the server's current revision.
 */
export function useAutoguardado({ id, contenido: inicial, revision: revisionInicial, guardar, esperaMs = 1200, reintentoMs = 5000 }: AutoguardadoOpciones) {
  const copia = leerCopia(id);
  const restaurada = copia && copia.revision === revisionInicial && copia.contenido !== inicial ? copia.contenido : null;
  const [contenido, setContenido] = useState(restaurada ?? inicial);
  const [estado, setEstado] = useState<EstadoGuardado>(restaurada ? 'pendiente' : 'guardado');
  const [palabras, setPalabras] = useState<number | null>(null);
  const revision = useRef(revisionInicial);
  const ultimo = useRef(restaurada ?? inicial);
  const guardadoTexto = useRef(inicial);
  const enCurso = useRef(false);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const guardarRef = useRef(guardar);
  guardarRef.current = guardar;

  const guardarAhora = useCallback(async () => {
    clearTimeout(temporizador.current);
    if (enCurso.current || ultimo.current === guardadoTexto.current) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setEstado('sin_conexion');
      return;
    }
    enCurso.current = true;
    const texto = ultimo.current;
    setEstado('guardando');
    try {
      const r = await guardarRef.current(texto, revision.current);
      revision.current = r.revision;
      guardadoTexto.current = texto;
      if (r.palabras !== undefined) setPalabras(r.palabras);
      if (ultimo.current === texto) {
        escribirCopia(id, null);
        setEstado('guardado');
      } else {
        escribirCopia(id, { contenido: ultimo.current, revision: revision.current });
        setEstado('pendiente');
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setEstado('conflicto');
      else setEstado(error instanceof ApiError && error.status < 500 ? 'error' : 'sin_conexion');
    } finally {
      enCurso.current = false;
    }
    if (ultimo.current !== guardadoTexto.current) temporizador.current = setTimeout(() => void guardarAhora(), esperaMs);
  }, [id, esperaMs]);

  const cambiar = useCallback(
    (html: string) => {
      ultimo.current = html;
      setContenido(html);
      escribirCopia(id, { contenido: html, revision: revision.current });
      setEstado((e) => (e === 'conflicto' ? e : e === 'sin_conexion' ? e : 'pendiente'));
      clearTimeout(temporizador.current);
      temporizador.current = setTimeout(() => void guardarAhora(), esperaMs);
    },
    [id, esperaMs, guardarAhora],
  );

  // A restored copy is sent at once; a lost connection is retried when the browser is back online and on a timer.
  useEffect(() => {
    if (restaurada) void guardarAhora();
    const alReconectar = () => void guardarAhora();
    window.addEventListener('online', alReconectar);
    const intervalo = setInterval(() => {
      if (ultimo.current !== guardadoTexto.current && !enCurso.current) void guardarAhora();
    }, reintentoMs);
    return () => {
      window.removeEventListener('online', alReconectar);
      clearInterval(intervalo);
      clearTimeout(temporizador.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guardarAhora, reintentoMs]);

  const pendiente = () => ultimo.current !== guardadoTexto.current;
  return { contenido, cambiar, estado, palabras, guardarAhora, pendiente, revision: () => revision.current, restaurada: !!restaurada };
}
