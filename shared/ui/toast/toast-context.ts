import { createContext, useContext } from 'react';
import type { ToastContent, ToastItem } from './toast-reducer';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastContent>) => void;
}

export interface ToastApi {
  toasts: ToastItem[];
  /** Shows a toast (or queues it when TOAST_LIMIT are on screen). */
  toast: (content: ToastContent) => ToastHandle;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

export interface ToastViewportState {
  toasts: ToastItem[];
  label: string;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  dismiss: (id: string) => void;
}

export const ToastApiContext = createContext<ToastApi | null>(null);
export const ToastViewportContext = createContext<ToastViewportState | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastApiContext);
  if (!api) throw new Error('useToast() debe usarse dentro de <ToastProvider>.');
  return api;
}

export function useToastViewportState(): ToastViewportState {
  const state = useContext(ToastViewportContext);
  if (!state) throw new Error('<ToastViewport> debe usarse dentro de <ToastProvider>.');
  return state;
}
