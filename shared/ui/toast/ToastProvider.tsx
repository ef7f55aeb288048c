import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../constants';
import { createToast, initialToastState, toastReducer, type ToastContent } from './toast-reducer';
import { ToastApiContext, ToastViewportContext, type ToastApi, type ToastHandle } from './toast-context';
import { ToastViewport } from './ToastViewport';

interface ToastProviderProps {
  children?: ReactNode;
  /** Announced before each toast by screen readers ("Notificación, Sesión cerrada"). Must not be empty. */
  label?: string;
  /** Render the viewport here (default); pass false to place <ToastViewport /> yourself. */
  viewport?: boolean;
}

export function ToastProvider({ children, label = 'Notificación', viewport = true }: ToastProviderProps) {
  if (typeof label !== 'string' || label.trim() === '') {
    throw new TypeError('<ToastProvider> necesita una etiqueta (label) no vacía para anunciar los avisos.');
  }
  const [state, dispatch] = useReducer(toastReducer, initialToastState);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);
  const removeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // Promote from the line one toast per render, so they arrive one at a time.
  useEffect(() => {
    if (state.queue.length > 0 && state.toasts.length < TOAST_LIMIT) dispatch({ type: 'PROMOTE' });
  }, [state]);

  useEffect(() => {
    const timers = removeTimers.current;
    for (const t of state.toasts) {
      if (t.open || timers.has(t.id)) continue;
      timers.set(
        t.id,
        setTimeout(() => {
          timers.delete(t.id);
          dispatch({ type: 'REMOVE', id: t.id });
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }, [state.toasts]);

  useEffect(() => {
    const timers = removeTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const dismiss = useCallback((id?: string) => dispatch({ type: 'DISMISS', id }), []);

  const toast = useCallback((content: ToastContent): ToastHandle => {
    nextId.current += 1;
    const item = createToast(content, `toast-${nextId.current}`);
    dispatch({ type: 'ADD', toast: item });
    return {
      id: item.id,
      dismiss: () => dispatch({ type: 'DISMISS', id: item.id }),
      update: (patch) => dispatch({ type: 'UPDATE', id: item.id, patch }),
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ toasts: state.toasts, toast, dismiss }), [state.toasts, toast, dismiss]);
  const viewportState = useMemo(
    () => ({ toasts: state.toasts, label, paused, setPaused, dismiss: (id: string) => dismiss(id) }),
    [state.toasts, label, paused, dismiss],
  );

  return (
    <ToastApiContext.Provider value={api}>
      <ToastViewportContext.Provider value={viewportState}>
        {children}
        {viewport && <ToastViewport />}
      </ToastViewportContext.Provider>
    </ToastApiContext.Provider>
  );
}
