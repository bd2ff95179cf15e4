export { toast, dismissToast, TOAST_DURATION_MS, type Toast, type ToastKind } from './store';
export { ToastHost } from './ToastHost';
export { apiErrorToastTexts } from './apiErrorToasts';
