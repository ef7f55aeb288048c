import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { ColorMode } from '../constants';
import { useColorMode } from './color-mode';

const OPTIONS: { mode: ColorMode; label: string; Icon: typeof LightModeOutlined }[] = [
  { mode: 'light', label: 'Claro', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Oscuro', Icon: DarkModeOutlined },
  { mode: 'system', label: 'Según el sistema', Icon: SettingsBrightnessOutlined },
];

/** Lets the user pick light, dark or the system's colour mode. */
export function ColorModeMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' | 'primary' }) {
  const { mode, setMode } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = OPTIONS.find((o) => o.mode === mode) ?? OPTIONS[2];
  const label = `Tema de color: ${current.label.toLowerCase()}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color={color}
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <current.Icon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {OPTIONS.map(({ mode: option, label: text, Icon }) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === mode}
            selected={option === mode}
            onClick={() => {
              setMode(option);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{text}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
