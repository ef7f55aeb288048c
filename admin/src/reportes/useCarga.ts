import { useCallback, useEffect, useRef, useState } from 'react';

interface Carga<T> {
  data?: T;
  error?: Error;
  pending: boolean;
  retry: () => void;
}

/**
 * Loads `cargar()` again whenever `clave` changes; an answer that arrives after a newer request started is
 * dropped, so a slow old filter never overwrites the current one. The previous data stays while loading.
 */
export function useCarga<T>(cargar: () => Promise<T>, clave: string): Carga<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; pending: boolean }>({ pending: true });
  const [intento, setIntento] = useState(0);
  const ultima = useRef(cargar);
  ultima.current = cargar;

  useEffect(() => {
    let vigente = true;
    setState((prev) => ({ data: prev.data, pending: true }));
    ultima
      .current()
      .then((data) => vigente && setState({ data, pending: false }))
      .catch((error: Error) => vigente && setState({ error, pending: false }));
    return () => {
      vigente = false;
    };
  }, [clave, intento]);

  const retry = useCallback(() => setIntento((n) => n + 1), []);
  return { ...state, retry };
}
