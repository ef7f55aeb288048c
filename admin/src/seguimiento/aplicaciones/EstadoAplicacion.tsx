import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Aplicacion } from '../../../../shared/schemas/seguimiento';
import { ts } from '../textos';

export const EstadoAplicacion = ({ aplicacion }: { aplicacion: Aplicacion }) => {
  const translate = useTranslate();
  if (aplicacion.cerrada) return <Chip size="small" label={translate(ts('cerrada'))} />;
  if (!aplicacion.enviadaEn) return <Chip size="small" variant="outlined" label={translate(ts('borrador'))} />;
  return <Chip size="small" color="success" label={translate(ts('abierta'))} />;
};
