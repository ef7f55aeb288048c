// The toast queue (spec §4, §9) as a pure reducer: at most TOAST_LIMIT kept on screen, the rest wait in
// line and are promoted one at a time; a closed toast stays TOAST_REMOVE_DELAY_MS for its exit animation.
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_TYPES } from '../../constants';

export type ToastType = (typeof TOAST_TYPES)[number];
export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** foreground: announced at once (user-triggered feedback); background: announced politely. */
  type?: ToastType;
  /** Milliseconds before it closes itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem extends ToastContent {
  id: string;
  open: boolean;
  type: ToastType;
  duration: number;
  variant: ToastVariant;
}

export interface ToastState {
  toasts: ToastItem[];
  queue: ToastItem[];
}

export type ToastAction =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'PROMOTE' }
  | { type: 'UPDATE'; id: string; patch: Partial<ToastContent> }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

export const initialToastState: ToastState = { toasts: [], queue: [] };

/** Checks caller content and fills the defaults; a wrong type or an empty title is a programming error. */
export function createToast(content: ToastContent, id: string): ToastItem {
  const type = content.type ?? 'foreground';
  if (!(TOAST_TYPES as readonly string[]).includes(type)) {
    throw new TypeError(`Tipo de aviso no válido: "${String(type)}". Use ${TOAST_TYPES.map((t) => `'${t}'`).join(' o ')}.`);
  }
  if (typeof content.title !== 'string' || content.title.trim() === '') {
    throw new TypeError('Cada aviso necesita un título no vacío: es lo que anuncian los lectores de pantalla.');
  }
  const duration = content.duration ?? TOAST_DURATION_MS;
  if (!(duration > 0)) throw new RangeError(`Duración de aviso no válida: ${duration}`);
  return { ...content, id, open: true, type, duration, variant: content.variant ?? 'info' };
}

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD':
      return { ...state, queue: [...state.queue, action.toast] };
    case 'PROMOTE': {
      if (state.queue.length === 0 || state.toasts.length >= TOAST_LIMIT) return state;
      const [next, ...rest] = state.queue;
      return { toasts: [...state.toasts, next], queue: rest };
    }
    case 'UPDATE': {
      const apply = (t: ToastItem) => (t.id === action.id ? { ...t, ...action.patch, id: t.id, open: t.open } as ToastItem : t);
      return { toasts: state.toasts.map(apply), queue: state.queue.map(apply) };
    }
    case 'DISMISS': {
      const matches = (t: ToastItem) => action.id === undefined || t.id === action.id;
      return {
        toasts: state.toasts.map((t) => (matches(t) ? { ...t, open: false } : t)),
        // A toast still waiting in line was never seen: it simply leaves the line.
        queue: state.queue.filter((t) => !matches(t)),
      };
    }
    case 'REMOVE':
      return {
        ...state,
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}
