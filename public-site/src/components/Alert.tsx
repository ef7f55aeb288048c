import { lazy, Suspense, useEffect, useState, type ComponentProps, type RefObject } from 'react';
import type MuiAlertType from '@mui/material/Alert';

const MuiAlert = lazy(() => import('@mui/material/Alert'));

/** Fetches MUI's Alert ahead of need (a form gained focus: an error message may follow). */
export function preloadAlert(): void {
  import('@mui/material/Alert').catch(() => undefined);
}

/**
 * MUI's Alert, downloaded the first time a page shows one: on the public forms an alert only follows an
 * answer from the server, so it stays out of the first load (about 2 KB gzip with its icons). Its text (and its
 * action, a «Reintentar») shows at once, plain, in the same role while the styled one arrives.
 */
export function Alert(props: ComponentProps<typeof MuiAlertType>) {
  return (
    <Suspense
      fallback={
        <div role={props.role} style={{ padding: '6px 16px' }}>
          {props.children}
          {props.action}
        </div>
      }
    >
      <MuiAlert {...props} />
    </Suspense>
  );
}

// The error summary lives here, beside the Alert it stands in for on forms: one chunk fewer on a form page's first load.
const ResumenDeErrores = lazy(() => import('./ResumenDeErrores'));

/** Fetches the summary ahead of need (a form gained focus: a failed submit may follow). */
export function preloadAvisoDeEnvio(): void {
  import('./ResumenDeErrores').catch(() => undefined);
}

/**
 * What went wrong with the last submit, at the top of the form (GOV.UK's error summary): each field that failed, as
 * a link to it, and the focus moved here so a screen reader starts with it. Every submit of the form counts, so the
 * same message shown twice still takes the focus again. Downloaded the first time a form fails, off the first load.
 */
export function AvisoDeEnvio({ formulario, mensaje }: { formulario: RefObject<HTMLFormElement | null>; mensaje: string | null }) {
  const [envio, setEnvio] = useState(0);
  useEffect(() => {
    const form = formulario.current;
    if (!form) return;
    const contar = () => setEnvio((n) => n + 1);
    form.addEventListener('submit', contar);
    return () => form.removeEventListener('submit', contar);
  }, [formulario]);
  if (!mensaje) return null;
  return (
    <Suspense fallback={<div role="alert">{mensaje}</div>}>
      <ResumenDeErrores formulario={formulario} mensaje={mensaje} envio={envio} />
    </Suspense>
  );
}
