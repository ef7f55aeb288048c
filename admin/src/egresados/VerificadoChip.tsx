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
  return record.verificado ? (
    <Chip size="small" color="success" icon={<VerifiedIcon />} label={translate('resources.egresados.values.verificado')} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" icon={<HourglassEmptyIcon />} label={translate('resources.egresados.values.sin_verificar')} />
  );
};
