// Contract used by the campaign sender; implemented in this folder (sanitize, layout, merge, plain text).
import type { DatosCombinacion } from '../../shared/egresados/combinacion';

export interface MensajeRenderizado {
  asunto: string;
  html: string;
  text: string;
}

export interface PlantillaCompilada {
  /** Only the fields the template uses are read from `datos`; `enlaceBaja` becomes the footer link. */
  render(datos: Partial<DatosCombinacion>, opciones: { enlaceBaja?: string }): MensajeRenderizado;
  /** Whether the template uses {{enlaceActualizacion}} (the sender signs a link only then). */
  usa(campo: keyof DatosCombinacion): boolean;
}

/** Parses the (already sanitised) template once; render() per recipient is string work only. */
export function compilarPlantilla(plantilla: { asunto: string; cuerpoHtml: string }): PlantillaCompilada {
  void plantilla;
  throw new Error('compilarPlantilla: pendiente');
}
