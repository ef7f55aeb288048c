import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../constants';
import type { ToastItem } from './toast-reducer';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

interface ToastCardProps {
  toast: ToastItem;
  label: string;
  paused: boolean;
  onDismiss: () => void;
}

/** One toast: closes itself after its duration (paused while hovered or focused), on Escape, or swiped right. */
export function ToastCard({ toast, label, paused, onDismiss }: ToastCardProps) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<number | null>(null);
  const remaining = useRef(toast.duration);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  // The remaining time survives pauses: hovering or focusing the region stops the clock, leaving restarts it.
  useEffect(() => {
    if (!toast.open || paused || !Number.isFinite(toast.duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [toast.open, toast.duration, paused]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || !toast.open) return;
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    const delta = Math.max(0, event.clientX - start.current);
    if (delta > 0 && !dragging) {
      setDragging(true);
      // Capture only once it is a real drag, so plain clicks still reach the close button.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(delta);
  };
  const endSwipe = (event: PointerEvent<HTMLLIElement>, cancelled: boolean) => {
    if (start.current === null) return;
    const delta = event.clientX - start.current;
    start.current = null;
    setDragging(false);
    if (!cancelled && delta > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const closedTransform = `translateX(calc(100% + ${offset}px))`;
  return (
    <Box
      component="li"
      data-state={toast.open ? 'open' : 'closed'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endSwipe(e, false)}
      onPointerCancel={(e) => endSwipe(e, true)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDismiss();
      }}
      sx={{
        listStyle: 'none',
        pointerEvents: 'auto',
        touchAction: 'pan-y',
        userSelect: dragging ? 'none' : undefined,
        opacity: toast.open ? 1 : 0,
        transform: toast.open ? `translateX(${offset}px)` : closedTransform,
        transition: dragging ? 'none' : `transform ${TOAST_REMOVE_DELAY_MS}ms ease-out, opacity ${TOAST_REMOVE_DELAY_MS}ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Alert
        role="status"
        aria-live={toast.type === 'foreground' ? 'assertive' : 'polite'}
        aria-atomic="true"
        severity={toast.variant}
        variant="filled"
        elevation={6}
        onClose={onDismiss}
        closeText="Cerrar aviso"
        sx={{ width: '100%', alignItems: 'flex-start' }}
      >
        <span style={visuallyHidden}>{`${label}: `}</span>
        <AlertTitle sx={{ mb: toast.description ? 0.5 : 0, fontWeight: 600 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Box>
  );
}
