export { ToastProvider } from './ToastProvider';
export { ToastViewport, TOAST_REGION_LABEL } from './ToastViewport';
export { useToast, type ToastApi, type ToastHandle } from './toast-context';
export { toastReducer, createToast, initialToastState, type ToastContent, type ToastItem, type ToastState, type ToastType, type ToastVariant } from './toast-reducer';
