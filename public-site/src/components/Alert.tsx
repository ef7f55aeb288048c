import { lazy, Suspense, type ComponentProps } from 'react';
import type MuiAlertType from '@mui/material/Alert';

const MuiAlert = lazy(() => import('@mui/material/Alert'));

/** Fetches MUI's Alert ahead of need (a form gained focus: an error message may follow). */
export function preloadAlert(): void {
  import('@mui/material/Alert').catch(() => undefined);
}

/**
 * MUI's Alert, downloaded the first time a page shows one: on the public forms an alert only follows an
 * answer from the server, so it stays out of the first load (about 2 KB gzip with its icons). Its text shows
 * at once, plain, in the same role while the styled one arrives.
 */
export function Alert(props: ComponentProps<typeof MuiAlertType>) {
  return (
    <Suspense fallback={<div role={props.role} style={{ padding: '6px 16px' }}>{props.children}</div>}>
      <MuiAlert {...props} />
    </Suspense>
  );
}
