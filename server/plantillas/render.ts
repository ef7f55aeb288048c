// Contract used by the campaign sender; implemented in this folder (sanitize, layout, merge, plain text).
import { CAMPO_PATTERN, esCampoConocido, type CampoCombinacion, type DatosCombinacion } from '../../shared/egresados/combinacion';
import { APP_NAME } from '../../shared/routes';
import { cleanSubject, MailHeaderError } from '../mail/headers';
import { htmlToText } from '../mail/outbox';
import { escapeHtml, mailLayout } from '../mail/templates';

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

/** Literal text and field slots alternate: literales[i], campos[i], literales[i + 1]… (unknown fields are null). */
interface Partido {
  literales: string[];
  campos: (CampoCombinacion | null)[];
}

function partir(texto: string): Partido {
  const trozos = texto.split(new RegExp(CAMPO_PATTERN.source));
  const literales: string[] = [];
  const campos: (CampoCombinacion | null)[] = [];
  trozos.forEach((trozo, i) => {
    if (i % 2 === 0) literales.push(trozo);
    else campos.push(esCampoConocido(trozo) ? trozo : null);
  });
  return { literales, campos };
}

function unir({ literales, campos }: Partido, valor: (campo: CampoCombinacion) => string): string {
  let out = literales[0];
  for (let i = 0; i < campos.length; i++) {
    const campo = campos[i];
    out += (campo === null ? '' : valor(campo)) + literales[i + 1];
  }
  return out;
}

const PIE = `Recibe este correo porque está registrado como egresado de ${APP_NAME}.`;
const BAJA = 'Dejar de recibir estos correos';
const MARCAS = ['\u0000titulo\u0000', '\u0000contenido\u0000', '\u0000pie\u0000'] as const;

// The shell is rendered once with markers and cut into the four constant pieces around the per-recipient parts.
const [antesTitulo, antesContenido, antesPie, final] = mailLayout({
  title: MARCAS[0],
  content: `<div style="font-size:16px;line-height:24px;color:#1e293b">${MARCAS[1]}</div>`,
  footer: MARCAS[2],
}).split(new RegExp(MARCAS.join('|')));

function asuntoSeguro(asunto: string): string {
  try {
    return cleanSubject(asunto);
  } catch (error) {
    // A subject made only of fields that are empty for this graduate still needs some subject.
    if (error instanceof MailHeaderError) return APP_NAME;
    throw error;
  }
}

/** Parses the (already sanitised) template once; render() per recipient is string work only. */
export function compilarPlantilla(plantilla: { asunto: string; cuerpoHtml: string }): PlantillaCompilada {
  const asunto = partir(plantilla.asunto);
  const cuerpo = partir(plantilla.cuerpoHtml);
  const texto = partir(htmlToText(plantilla.cuerpoHtml));
  const usados = new Set([...asunto.campos, ...cuerpo.campos]);
  const pieHtml = escapeHtml(PIE);

  return {
    usa: (campo) => usados.has(campo),
    render(datos, { enlaceBaja }) {
      const crudo = (campo: CampoCombinacion) => datos[campo] ?? '';
      const asuntoFinal = asuntoSeguro(unir(asunto, crudo));
      const html =
        antesTitulo +
        escapeHtml(asuntoFinal) +
        antesContenido +
        unir(cuerpo, (campo) => escapeHtml(datos[campo] ?? '')) +
        antesPie +
        pieHtml +
        (enlaceBaja ? `<br><a href="${escapeHtml(enlaceBaja)}" style="color:#475569;text-decoration:underline">${BAJA}</a>` : '') +
        final;
      const text = `${unir(texto, crudo)}\n\n--\n${PIE}${enlaceBaja ? `\n${BAJA}: ${enlaceBaja}` : ''}`;
      return { asunto: asuntoFinal, html, text };
    },
  };
}
