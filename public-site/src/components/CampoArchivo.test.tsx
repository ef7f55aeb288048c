import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CampoArchivo } from './CampoArchivo';

const campo = (etiqueta: string, required?: boolean) =>
  render(<CampoArchivo id="doc" name="doc" etiqueta={etiqueta} ayuda="PDF · hasta 5 MB" accept=".pdf" required={required} archivo={null} onChange={() => undefined} />);

describe('CampoArchivo', () => {
  it('is named by its label alone, with the mark of a required field', () => {
    campo('Carta de exposición de motivos', true);
    expect(screen.getByLabelText('Carta de exposición de motivos *')).toHaveAttribute('type', 'file');
  });

  it('puts «opcional» inside a label that already ends in brackets, not in a second pair', () => {
    campo('Evidencias (constancias, publicaciones)');
    expect(screen.getByLabelText('Evidencias (constancias, publicaciones; opcional)')).toHaveAttribute('type', 'file');
    cleanup();
    campo('Fotografía');
    expect(screen.getByLabelText('Fotografía (opcional)')).toBeInTheDocument();
  });
});
