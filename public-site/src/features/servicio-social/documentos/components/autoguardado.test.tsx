import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../../../../shared/api/errors';
import { ETIQUETA_GUARDADO, useAutoguardado, type AutoguardadoOpciones } from './autoguardado';

afterEach(() => localStorage.clear());

// The editor stands in as a textarea: the hook is what keeps the text safe, whatever the editor.
function Editor(props: Omit<AutoguardadoOpciones, 'esperaMs' | 'reintentoMs'>) {
  const auto = useAutoguardado({ ...props, esperaMs: 10, reintentoMs: 60_000 });
  return (
    <>
      <textarea aria-label="Texto" value={auto.contenido} onChange={(e) => auto.cambiar(e.target.value)} />
      <p role="status">{ETIQUETA_GUARDADO[auto.estado]}</p>
    </>
  );
}

const escribir = (texto: string) => fireEvent.change(screen.getByLabelText('Texto'), { target: { value: texto } });
const estado = () => screen.getByRole('status').textContent;

describe('autoguardado del editor de documentos', () => {
  it('saves over the last revision and says «Guardado»', async () => {
    const guardar = vi.fn(async (_c: string, r: number) => ({ revision: r + 1 }));
    render(<Editor id={1} contenido="<p>Hola</p>" revision={0} guardar={guardar} />);
    escribir('<p>Hola mundo</p>');
    expect(estado()).toBe('Cambios sin guardar');
    await waitFor(() => expect(estado()).toBe('Guardado'));
    expect(guardar).toHaveBeenCalledWith('<p>Hola mundo</p>', 0);
    escribir('<p>Hola mundo otra vez</p>');
    await waitFor(() => expect(guardar).toHaveBeenLastCalledWith('<p>Hola mundo otra vez</p>', 1));
    expect(localStorage.getItem('ss-documento-1')).toBeNull();
  });

  it('keeps the text in localStorage when the connection drops, restores it on reload and saves it on reconnect', async () => {
    const caido = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { unmount } = render(<Editor id={2} contenido="<p>Inicio</p>" revision={3} guardar={caido} />);
    escribir('<p>Inicio y un párrafo escrito sin conexión</p>');
    await waitFor(() => expect(estado()).toBe('Sin conexión, se guardará al reconectar'));
    expect(JSON.parse(localStorage.getItem('ss-documento-2')!)).toEqual({ contenido: '<p>Inicio y un párrafo escrito sin conexión</p>', revision: 3 });
    unmount();

    // The reload gets the server's old text; the local copy wins because it was written over the same revision.
    const guardar = vi.fn(async () => ({ revision: 4 }));
    render(<Editor id={2} contenido="<p>Inicio</p>" revision={3} guardar={guardar} />);
    expect((screen.getByLabelText('Texto') as HTMLTextAreaElement).value).toBe('<p>Inicio y un párrafo escrito sin conexión</p>');
    await waitFor(() => expect(estado()).toBe('Guardado'));
    expect(guardar).toHaveBeenCalledWith('<p>Inicio y un párrafo escrito sin conexión</p>', 3);
    expect(localStorage.getItem('ss-documento-2')).toBeNull();
  });

  it('retries when the browser is back online', async () => {
    let enLinea = false;
    const guardar = vi.fn(async (_c: string, r: number) => {
      if (!enLinea) throw new TypeError('Failed to fetch');
      return { revision: r + 1 };
    });
    render(<Editor id={3} contenido="" revision={0} guardar={guardar} />);
    escribir('<p>texto</p>');
    await waitFor(() => expect(estado()).toBe('Sin conexión, se guardará al reconectar'));
    enLinea = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(estado()).toBe('Guardado'));
  });

  it('stops on a conflict with another tab and keeps the local copy', async () => {
    const guardar = vi.fn(async () => {
      throw new ApiError('El documento cambió en otra pestaña o dispositivo.', 409);
    });
    render(<Editor id={4} contenido="<p>a</p>" revision={5} guardar={guardar} />);
    escribir('<p>b</p>');
    await waitFor(() => expect(estado()).toBe('El documento cambió en otra pestaña o dispositivo'));
    expect(JSON.parse(localStorage.getItem('ss-documento-4')!).contenido).toBe('<p>b</p>');
  });
});
