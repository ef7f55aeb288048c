import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { ApiClient } from '../../../shared/api/client';
import { SessionStore } from '../../../shared/auth/session';
import { ApiClientContext, useRespuestaDeLaPagina } from './api-client';

describe('useRespuestaDeLaPagina', () => {
  const client = new ApiClient({
    session: new SessionStore(undefined),
    fetch: vi.fn(),
    iniciales: { '/catalogos/programas': { status: 200, body: { niveles: [] } } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
  // What a data hook does with it: fill the first render, skip the first fetch.
  const useComoUnaPagina = (ruta: string | undefined, saltos: boolean[]) => {
    const { inicial, yaLaTenia } = useRespuestaDeLaPagina(ruta);
    useEffect(() => void saltos.push(yaLaTenia()), [yaLaTenia, saltos]);
    return inicial;
  };

  it('gives the page’s answer to the first render and skips the first fetch once; the next visit fetches', () => {
    const saltos: boolean[] = [];
    const primera = renderHook(() => useComoUnaPagina('/catalogos/programas', saltos), { wrapper });
    expect(primera.result.current).toEqual({ data: { niveles: [] } });
    expect(saltos).toEqual([true]);
    primera.rerender();
    expect(primera.result.current).toEqual({ data: { niveles: [] } });

    const otraVisita: boolean[] = [];
    const segunda = renderHook(() => useComoUnaPagina('/catalogos/programas', otraVisita), { wrapper });
    expect(segunda.result.current).toBeUndefined();
    expect(otraVisita).toEqual([false]);
  });

  it('gives nothing without a path (a page that asks for other data than what came with it)', () => {
    const saltos: boolean[] = [];
    const { result } = renderHook(() => useComoUnaPagina(undefined, saltos), { wrapper });
    expect(result.current).toBeUndefined();
    expect(saltos).toEqual([false]);
  });
});
