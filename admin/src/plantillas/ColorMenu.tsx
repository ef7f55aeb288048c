import { useRef, useState } from 'react';
import { Box, Menu, MenuItem } from '@mui/material';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import { useTranslate } from 'react-admin';

// Few colours that read well on white and survive mail clients; the institutional green is the header's.
const COLORES: [string, string | false][] = [
  ['predeterminado', false],
  ['verde', '#15803d'],
  ['azul', '#1d4ed8'],
  ['rojo', '#b91c1c'],
  ['gris', '#475569'],
];

/** The text-colour choice of the editor's toolbar, as a menu with names instead of an unlabeled swatch grid. */
export function ColorMenu({ onColor }: { onColor: (valor: string | false) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const elegido = useRef<{ valor: string | false } | null>(null);
  // Closed without a choice (Escape, a click outside): back to the button.
  const cerrar = () => {
    anchor?.focus();
    setAnchor(null);
  };
  const nombre = translate('app.plantillas.editor.color');
  return (
    <>
      <button type="button" aria-label={nombre} title={nombre} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        <FormatColorTextIcon sx={{ fontSize: 18, color: '#444' }} />
      </button>
      {/* Applied once the menu is gone, so the focus goes back to the text just coloured. */}
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={cerrar}
        disableRestoreFocus
        slotProps={{
          transition: {
            onExited: () => {
              if (elegido.current) onColor(elegido.current.valor);
              elegido.current = null;
            },
          },
        }}
      >
        {COLORES.map(([clave, valor]) => (
          <MenuItem
            key={clave}
            onClick={() => {
              elegido.current = { valor };
              setAnchor(null);
            }}
          >
            <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', mr: 1.5, border: 1, borderColor: 'divider', bgcolor: valor || 'text.primary' }} />
            {translate(`app.plantillas.editor.colores.${clave}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
