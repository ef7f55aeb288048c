import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { sumaPesos } from '../../../shared/schemas/postulaciones';

const t = (key: string) => `resources.postulaciones/categorias.pesos.${key}`;

/** The live sum of the criteria's weights next to them: they must add up to 100, as the server insists. */
export const SumaPesos = () => {
  const translate = useTranslate();
  const criterios = (useWatch({ name: 'criterios' }) ?? []) as { peso?: number | string | null }[];
  const suma = sumaPesos(criterios.map((c) => ({ peso: Number(c?.peso) || 0 })));
  const diferencia = Math.round(Math.abs(100 - suma) * 100) / 100;
  const detalle = suma === 100 ? translate(t('ok')) : translate(suma < 100 ? t('falta') : t('sobra'), { diferencia });
  return (
    <Alert severity={suma === 100 ? 'success' : 'warning'} role="status" aria-live="polite" sx={{ mb: 2 }} data-testid="suma-pesos">
      <strong>{translate(t('suma'), { suma })}</strong> {detalle}
    </Alert>
  );
};
