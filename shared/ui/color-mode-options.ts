import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { ColorMode } from '../constants';

export const COLOR_MODE_OPTIONS: { mode: ColorMode; label: string; Icon: typeof LightModeOutlined }[] = [
  { mode: 'light', label: 'Claro', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Oscuro', Icon: DarkModeOutlined },
  { mode: 'system', label: 'Según el sistema', Icon: SettingsBrightnessOutlined },
];
