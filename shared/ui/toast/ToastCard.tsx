import { visuallyHidden } from '../visually-hidden';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../constants';
import type { ToastItem, ToastVariant } from './toast-reducer';

const ICONS: Record<ToastVariant, typeof Close> = {
  success: CheckCircleOutline,
  info: InfoOutlined,
  warning: ReportProblemOutlined,
  error: ErrorOutline,
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
  const Icon = ICONS[toast.variant];
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
      {/* MUI's filled Alert drawn with a Box: the toast region is on every page, and Alert (with its title and
          icons) added about 3 KB gzip to each first load for something shown only after an action. */}
      <Box
        role="status"
        aria-live={toast.type === 'foreground' ? 'assertive' : 'polite'}
        aria-atomic="true"
        data-variant={toast.variant}
        sx={(theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          alignItems: 'flex-start',
          width: '100%',
          px: 2,
          py: 0.75,
          borderRadius: 1,
          boxShadow: 6,
          fontWeight: 500,
          bgcolor: `${toast.variant}.main`,
          color: `${toast.variant}.contrastText`,
        })}
      >
        <Icon sx={{ mr: 1.5, py: 0.875, fontSize: 22, opacity: 0.9, boxSizing: 'content-box' }} aria-hidden />
        <Box sx={{ py: 1, minWidth: 0, flex: 1, overflow: 'auto' }}>
          <span style={visuallyHidden}>{`${label}: `}</span>
          <Box sx={(theme) => ({ ...theme.typography.body1, fontWeight: 600, mb: toast.description ? 0.5 : 0 })}>{toast.title}</Box>
          {toast.description}
        </Box>
        <Box sx={{ ml: 'auto', pl: 2, mr: -1, py: 0.5 }}>
          <IconButton size="small" color="inherit" aria-label="Cerrar aviso" title="Cerrar aviso" onClick={onDismiss}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
