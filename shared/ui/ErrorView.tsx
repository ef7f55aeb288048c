import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SearchOff from '@mui/icons-material/SearchOff';

export const NOT_FOUND_MESSAGE = 'Página no encontrada';
export const SERVER_ERROR_MESSAGE = 'Error interno del servidor';
export const SERVER_ERROR_DESCRIPTION =
  'Ocurrió un problema inesperado y no pudimos completar la operación. Intente de nuevo en unos minutos; si el problema continúa, comuníquese con la administración.';

/** The spec's defaults: 404 is 'Página no encontrada', anything else 'Error interno del servidor'. */
export function defaultErrorMessage(status: number): string {
  return status === 404 ? NOT_FOUND_MESSAGE : SERVER_ERROR_MESSAGE;
}

interface ShellProps {
  status: number;
  title: string;
  icon: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}

function ErrorShell({ status, title, icon, children, actions }: ShellProps) {
  return (
    <Box component="section" aria-labelledby="error-title" sx={{ py: { xs: 6, md: 10 }, px: 2, display: 'flex', justifyContent: 'center' }}>
      <Stack spacing={2} sx={{ maxWidth: 560, textAlign: 'center', alignItems: 'center' }}>
        <Box sx={{ color: 'text.secondary', fontSize: 56, lineHeight: 1 }} aria-hidden>
          {icon}
        </Box>
        <Typography component="p" variant="overline" sx={{ fontSize: '1rem', letterSpacing: 2, color: 'text.secondary' }} data-testid="error-status">
          Error {status}
        </Typography>
        <Typography id="error-title" component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
          {actions ?? (
            <Button variant="contained" href="/">
              Ir al inicio
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

interface ErrorViewProps {
  status?: number;
  message?: string;
  description?: string;
  /** Buttons or links; defaults to 'Ir al inicio'. */
  actions?: ReactNode;
}

/** The generic error page: status code, status message and description. */
export function ErrorView({ status = 500, message, description, actions }: ErrorViewProps) {
  return (
    <ErrorShell status={status} title={message ?? defaultErrorMessage(status)} icon={<ErrorOutline fontSize="inherit" />} actions={actions}>
      <Typography color="text.secondary">{description ?? SERVER_ERROR_DESCRIPTION}</Typography>
    </ErrorShell>
  );
}

/** The 404 page (a different page from the generic one, as the spec asks): the message and the requested path. */
export function NotFoundView({ path, actions }: { path: string; actions?: ReactNode }) {
  return (
    <ErrorShell status={404} title={NOT_FOUND_MESSAGE} icon={<SearchOff fontSize="inherit" />} actions={actions}>
      <Typography color="text.secondary">No encontramos ninguna página en esta dirección:</Typography>
      <Box
        component="code"
        data-testid="not-found-path"
        sx={{ px: 1.5, py: 0.75, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' }}
      >
        {path}
      </Box>
      <Typography color="text.secondary">Revise que la dirección esté bien escrita o vuelva a la página de inicio.</Typography>
    </ErrorShell>
  );
}
