import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RootErrorBoundary, errorStatus } from '../../../shared/app/RootErrorBoundary';
import { PageLoader } from '../components/PageLoader';
import { ErrorPage } from '../features/errors/components/ErrorPage';

/** Where a layout puts its page: loading state while the page's code arrives, and errors kept inside the frame. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RootErrorBoundary resetKey={pathname} catchGlobal={false} fallback={({ error }) => <ErrorPage status={errorStatus(error)} onRetry={() => window.location.reload()} />}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RootErrorBoundary>
  );
}
