import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { TOAST_GAP_PX, TOAST_HOTKEY } from '../../constants';
import { useToastViewportState } from './toast-context';
import { ToastCard } from './ToastCard';

export const TOAST_REGION_LABEL = `Notificaciones (${TOAST_HOTKEY})`;

/** The toast region, bottom-right; F8 moves keyboard focus into it. Always rendered so the hotkey always works. */
export function ToastViewport() {
  const { toasts, label, paused, setPaused, dismiss } = useToastViewportState();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      ref={region}
      component="section"
      role="region"
      aria-label={TOAST_REGION_LABEL}
      tabIndex={-1}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      sx={(theme) => ({
        position: 'fixed',
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.snackbar,
        width: '100%',
        maxWidth: 420,
        p: `${TOAST_GAP_PX}px`,
        pointerEvents: 'none',
        outline: 'none',
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -4 },
      })}
    >
      <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: `${TOAST_GAP_PX}px` }}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} label={label} paused={paused} onDismiss={() => dismiss(toast.id)} />
        ))}
      </Box>
    </Box>
  );
}
