import { Component, type ErrorInfo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { ErrorView } from '../ui/ErrorView';

export interface ErrorFallbackProps {
  error: unknown;
  reset: () => void;
}

interface Props {
  children: ReactNode;
  fallback?: (props: ErrorFallbackProps) => ReactNode;
  /** Clears the error when it changes (pass the path so navigating away recovers). */
  resetKey?: unknown;
  /** Also show the error page for uncaught errors and rejections outside React (default true). */
  catchGlobal?: boolean;
}

interface State {
  failed: boolean;
  error: unknown;
}

export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

// Noise browsers report as errors although nothing broke.
function isBenign(reason: unknown, message = ''): boolean {
  if (/ResizeObserver loop|^Script error\.?$/.test(message)) return true;
  return reason instanceof DOMException && reason.name === 'AbortError';
}

export function DefaultErrorFallback({ error }: ErrorFallbackProps) {
  return (
    <ErrorView
      status={errorStatus(error)}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Volver a intentar
          </Button>
          <Button variant="outlined" href="/">
            Ir al inicio
          </Button>
        </>
      }
    />
  );
}

/** Fatal errors end here: logged, and shown as the generic error page instead of a blank screen. */
export class RootErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidMount() {
    if (this.props.catchGlobal === false) return;
    window.addEventListener('error', this.onWindowError);
    window.addEventListener('unhandledrejection', this.onRejection);
  }

  componentWillUnmount() {
    window.removeEventListener('error', this.onWindowError);
    window.removeEventListener('unhandledrejection', this.onRejection);
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error no controlado en la interfaz', error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  private onWindowError = (event: ErrorEvent) => {
    if (isBenign(event.error, event.message)) return;
    this.setState({ failed: true, error: event.error ?? new Error(event.message) });
  };

  private onRejection = (event: PromiseRejectionEvent) => {
    if (isBenign(event.reason)) return;
    console.error('Promesa rechazada sin controlar', event.reason);
    this.setState({ failed: true, error: event.reason });
  };

  reset = () => this.setState({ failed: false, error: null });

  render() {
    if (!this.state.failed) return this.props.children;
    const props = { error: this.state.error, reset: this.reset };
    return this.props.fallback ? this.props.fallback(props) : <DefaultErrorFallback {...props} />;
  }
}
