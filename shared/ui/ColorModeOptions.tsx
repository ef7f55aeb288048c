import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ColorMode } from '../constants';
import { COLOR_MODE_OPTIONS } from './color-mode-options';

interface ColorModeOptionsProps {
  id: string;
  anchor: HTMLElement | null;
  mode: ColorMode;
  onPick: (mode: ColorMode) => void;
  onClose: () => void;
}

/** The colour-mode menu itself: loaded on the first click (ColorModeMenu), so pages do not pay for MUI's Menu. */
export function ColorModeOptions({ id, anchor, mode, onPick, onClose }: ColorModeOptionsProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {COLOR_MODE_OPTIONS.map(({ mode: option, label: text, Icon }) => (
        <MenuItem key={option} role="menuitemradio" aria-checked={option === mode} selected={option === mode} onClick={() => onPick(option)}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{text}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
