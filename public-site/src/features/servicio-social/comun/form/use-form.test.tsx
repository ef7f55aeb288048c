import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { lazySchema } from '../../../../lib/form';
import { useForm } from './use-form';

const esquema = z.object({ horas: z.coerce.number().gt(0, 'Las horas deben ser más de cero') });
const opciones = { initial: { horas: '' }, toBody: (v: { horas: string }) => v, idPrefix: 'prueba' };

/** A lazy schema whose download the test settles by hand, counting how often it was asked for. */
function diferido() {
  let soltar!: () => void;
  let fallar!: (e: Error) => void;
  let pedidos = 0;
  const schema = lazySchema(() => {
    pedidos++;
    return new Promise<typeof esquema>((resolve, reject) => {
      soltar = () => resolve(esquema);
      fallar = reject;
    });
  });
  return { schema, soltar: () => soltar(), fallar: (e: Error) => fallar(e), pedidos: () => pedidos };
}

describe('useForm with a lazy schema', () => {
  it('asks for nothing until the person types, and sends nothing before the schema has checked the values', async () => {
    const d = diferido();
    const { result } = renderHook(() => useForm({ ...opciones, schema: d.schema }));
    expect(d.pedidos()).toBe(0);
    act(() => result.current.set('horas', '0'));
    expect(d.pedidos()).toBe(1);
    let enviado: Promise<unknown>;
    act(() => {
      enviado = result.current.submit();
    });
    await act(async () => d.soltar());
    expect(await enviado!).toBeNull();
    expect(result.current.errors.horas).toBe('Las horas deben ser más de cero');
    act(() => result.current.set('horas', '3'));
    let datos: unknown;
    await act(async () => {
      datos = await result.current.submit();
    });
    expect(datos).toEqual({ horas: 3 });
    expect(d.pedidos()).toBe(1);
  });

  it('rejects the submit when the schema cannot be downloaded, and tries again on the next one', async () => {
    const d = diferido();
    const { result } = renderHook(() => useForm({ ...opciones, schema: d.schema }));
    act(() => result.current.set('horas', '2'));
    let primero: Promise<unknown>;
    act(() => {
      primero = result.current.submit();
      // Observed now; asserted below once the download has failed.
      primero.catch(() => undefined);
    });
    await act(async () => d.fallar(new TypeError('Failed to fetch')));
    await expect(primero!).rejects.toThrow('Failed to fetch');
    let segundo: Promise<unknown>;
    act(() => {
      segundo = result.current.submit();
    });
    expect(d.pedidos()).toBe(2);
    await act(async () => d.soltar());
    expect(await segundo!).toEqual({ horas: 2 });
  });

  it('checks at once with a schema given directly', async () => {
    const { result } = renderHook(() => useForm({ ...opciones, schema: esquema }));
    act(() => result.current.blur('horas'));
    expect(result.current.errors.horas).toBe('Las horas deben ser más de cero');
    await act(async () => {
      expect(await result.current.submit()).toBeNull();
    });
  });
});
