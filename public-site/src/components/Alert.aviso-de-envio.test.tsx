import { describe, expect, it } from 'vitest';
import { useRef, useState, type FormEvent } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AvisoDeEnvio } from './Alert';

/** A form with two fields that fail when empty, as the public forms mark them (aria-invalid + a described message). */
function Formulario({ falla = 'campos' }: { falla?: 'campos' | 'red' }) {
  const formulario = useRef<HTMLFormElement>(null);
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (falla === 'red') return setMensaje('No se pudo conectar con el servidor.');
    setErrores({ curp: 'Escriba su CURP.', correo: 'Escriba un correo válido.' });
    setMensaje('Revise los campos marcados.');
  };
  return (
    <form ref={formulario} onSubmit={enviar} noValidate>
      <AvisoDeEnvio formulario={formulario} mensaje={mensaje} />
      {(['curp', 'correo'] as const).map((campo) => (
        <div key={campo}>
          <label htmlFor={campo}>{campo === 'curp' ? 'CURP' : 'Correo electrónico'} *</label>
          <input id={campo} aria-invalid={errores[campo] ? true : undefined} aria-describedby={`${campo}-ayuda`} />
          <p id={`${campo}-ayuda`}>{errores[campo] ?? ''}</p>
        </div>
      ))}
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('<AvisoDeEnvio>', () => {
  it('lists each failed field at the top as a link to it, and takes the focus', async () => {
    render(<Formulario />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const resumen = await screen.findByRole('alert', { name: 'Hay 2 datos por corregir' });
    await waitFor(() => expect(resumen).toHaveFocus());
    const enlaces = within(resumen).getAllByRole('link');
    expect(enlaces.map((a) => a.textContent)).toEqual(['CURP: Escriba su CURP.', 'Correo electrónico: Escriba un correo válido.']);
    expect(enlaces[1]).toHaveAttribute('href', '#correo');
    fireEvent.click(enlaces[1]);
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveFocus();
  });

  it('takes the focus again on the next failed submit, even with the same message', async () => {
    render(<Formulario />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const resumen = await screen.findByRole('alert');
    await waitFor(() => expect(resumen).toHaveFocus());
    screen.getByLabelText(/CURP/).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('says a failure that belongs to no field without a list', async () => {
    render(<Formulario falla="red" />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const resumen = await screen.findByRole('alert', { name: 'No se pudo enviar' });
    expect(resumen).toHaveTextContent('No se pudo conectar con el servidor.');
    expect(within(resumen).queryAllByRole('link')).toEqual([]);
  });
});
