import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoader } from '../../../../components/PageLoader';

// An open document (its editor frame, table of hours, progress bar) and the review form (text field, dialogs) load
// when a document is opened, not with the lists that lead to them: lists are what a portal opens first.
const cargarDetalle = () => import('./DocumentoDetalle');
const Detalle = lazy(() => cargarDetalle().then((m) => ({ default: m.DocumentoDetalle })));
const Revision = lazy(() => import('./RevisionDocumento').then((m) => ({ default: m.RevisionDocumento })));

/** Starts loading the document view while its data is still on the way (both arrive together). */
export function precargarDetalle(): void {
  void cargarDetalle().catch(() => undefined);
}

export function DocumentoDetalle(props: ComponentProps<typeof Detalle>) {
  return (
    <Suspense fallback={<PageLoader label="Cargando el documento" />}>
      <Detalle {...props} />
    </Suspense>
  );
}

export function RevisionDocumento(props: ComponentProps<typeof Revision>) {
  return (
    <Suspense fallback={<PageLoader label="Cargando la revisión" />}>
      <Revision {...props} />
    </Suspense>
  );
}
