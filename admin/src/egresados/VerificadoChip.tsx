import VerifiedIcon from '@mui/icons-material/Verified';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Egresado } from '../../../shared/schemas/egresados';

/** 'Verificado' / 'Sin verificar': icon, colour and text, so it reads without colour too. */
export const VerificadoChip = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<Egresado>();
  const translate = useTranslate();
  if (!record) return null;
  // Colour on the border and icon only: the text keeps the theme's contrast in light and dark modes.
  const color = record.verificado ? 'success.main' : 'warning.main';
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={record.verificado ? <VerifiedIcon /> : <HourglassEmptyIcon />}
      label={translate(record.verificado ? 'resources.egresados.values.verificado' : 'resources.egresados.values.sin_verificar')}
      sx={{ alignSelf: 'flex-start', borderColor: color, '& .MuiChip-icon': { color } }}
    />
  );
};
