import { lazy, Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { COLOR_MODE_OPTIONS } from './color-mode-options';
import { useColorMode } from './color-mode';

// The menu (MUI Menu, Popover, Modal, focus trap) is only needed once the button is pressed: it loads then, and
// stays mounted afterwards so it can animate closed.
const ColorModeOptions = lazy(() => import('./ColorModeOptions').then((m) => ({ default: m.ColorModeOptions })));

/** Lets the user pick light, dark or the system's colour mode. */
export function ColorModeMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' | 'primary' }) {
  const { mode, setMode } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current = COLOR_MODE_OPTIONS.find((o) => o.mode === mode) ?? COLOR_MODE_OPTIONS[2];
  const label = `Tema de color: ${current.label.toLowerCase()}`;
  return (
    <>
      {/* A native title, not MUI's Tooltip: the name is already the button's label, and Tooltip brings Popper. */}
      <IconButton
        color={color}
        title={label}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <current.Icon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ColorModeOptions
            id={menuId}
            anchor={anchor}
            mode={mode}
            onPick={(option) => {
              setMode(option);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
