import { useRef, useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { Button, useTranslate } from 'react-admin';
import { CAMPOS_COMBINACION, type CampoCombinacion } from '../../../shared/egresados/combinacion';

// The survey link exists only in seguimiento's own invitations (a campaign has no survey to point to).
const CAMPOS = (Object.entries(CAMPOS_COMBINACION) as [CampoCombinacion, string][]).filter(([campo]) => campo !== 'enlaceEncuesta');

/** A menu of the merge fields; `onInsertar` receives the `{{campo}}` text to put at the cursor. */
export function InsertarCampoMenu({ label, onInsertar, campos = CAMPOS }: { label: string; onInsertar: (texto: string) => void; campos?: [string, string][] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const elegido = useRef<string | null>(null);
  // Closed without a choice (Escape, a click outside): back to the button.
  const cerrar = () => {
    anchor?.focus();
    setAnchor(null);
  };
  return (
    <>
      <Button
        label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <DataObjectIcon />
      </Button>
      {/* Written once the menu is gone, so the focus lands where the field was written and stays there. */}
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={cerrar}
        aria-label={translate(label)}
        disableRestoreFocus
        slotProps={{
          transition: {
            onExited: () => {
              if (elegido.current) onInsertar(elegido.current);
              elegido.current = null;
            },
          },
        }}
      >
        {campos.map(([campo, nombre]) => (
          <MenuItem
            key={campo}
            onClick={() => {
              elegido.current = `{{${campo}}}`;
              setAnchor(null);
            }}
          >
            {nombre}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
