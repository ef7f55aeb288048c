import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface CampoConError {
  id: string;
  etiqueta: string;
  mensaje: string;
}

const texto = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A field's name as a screen reader says it (aria-labelledby, aria-label, then its <label>), without the «*». */
function etiquetaDe(control: HTMLElement): string {
  // A choice among options (radios) is named by its group's legend, not by the first option's label.
  const leyenda = control.getAttribute('type') === 'radio' ? texto(control.closest('fieldset')?.querySelector('legend')) : '';
  const porIds = texto(document.getElementById(control.getAttribute('aria-labelledby') ?? ''));
  const porLabel = texto((control as HTMLInputElement).labels?.[0]);
  const nombre = leyenda || porIds || control.getAttribute('aria-label') || porLabel || control.getAttribute('name') || '';
  return nombre.replace(/\s*\*$/, '');
}

/** The message under the field: the first text among the elements that describe it. */
function mensajeDe(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  for (const id of ids) {
    const t = texto(document.getElementById(id));
    if (t) return t;
  }
  return 'Revise este dato.';
}

/** The form's fields marked invalid, in the order they appear, each once. */
export function camposConError(form: HTMLFormElement | null): CampoConError[] {
  if (!form) return [];
  const vistos = new Set<string>();
  const campos: CampoConError[] = [];
  for (const control of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    if (!control.id || vistos.has(control.id)) continue;
    vistos.add(control.id);
    campos.push({ id: control.id, etiqueta: etiquetaDe(control), mensaje: mensajeDe(control) });
  }
  return campos;
}

export default function ResumenDeErrores({ formulario, mensaje, envio }: { formulario: RefObject<HTMLFormElement | null>; mensaje: string; envio: number }) {
  const caja = useRef<HTMLDivElement>(null);
  const titulo = useId();
  const [campos, setCampos] = useState<CampoConError[]>([]);
  // Read once per failed submit: the list says what was wrong when the person sent, as GOV.UK's does.
  useLayoutEffect(() => setCampos(camposConError(formulario.current)), [formulario, mensaje, envio]);
  // Forms also focus their first failed field, from a timeout of their own: the summary takes the focus after that
  // (two turns later), so a failed send always starts here, whether or not this chunk had loaded yet.
  useEffect(() => {
    let interno = 0;
    const externo = window.setTimeout(() => {
      interno = window.setTimeout(() => caja.current?.focus(), 0);
    }, 0);
    return () => {
      window.clearTimeout(externo);
      window.clearTimeout(interno);
    };
  }, [mensaje, envio]);

  const ir = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    control.scrollIntoView?.({ block: 'center' });
    control.focus({ preventScroll: true });
  };

  return (
    <Box
      ref={caja}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titulo}
      sx={{ border: 3, borderColor: 'error.main', borderRadius: 1, p: 2, '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Typography id={titulo} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {campos.length ? (campos.length === 1 ? 'Hay un dato por corregir' : `Hay ${campos.length} datos por corregir`) : 'No se pudo enviar'}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {mensaje}
      </Typography>
      {campos.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {campos.map((campo) => (
            <li key={campo.id}>
              <Box component="a" href={`#${campo.id}`} onClick={(e: MouseEvent<HTMLAnchorElement>) => ir(e, campo.id)} sx={{ color: 'error.main', fontWeight: 600, textUnderlineOffset: 3 }}>
                {campo.etiqueta ? `${campo.etiqueta}: ${campo.mensaje}` : campo.mensaje}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
