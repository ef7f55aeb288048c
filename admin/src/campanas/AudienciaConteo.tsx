import { Alert, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { Audiencia } from '../../../shared/schemas/campanas';
import type { AdminDataProvider } from '../providers/dataProvider';
import { limpiarFiltro } from './filtro';

// Typing in the search box should not ask the server once per key.
const ESPERA_MS = 400;
const numero = (n: number) => n.toLocaleString('es-MX');

/** «Llegará a 312 egresados · 4 dieron de baja su correo», recalculated as the filters change. */
export const AudienciaConteo = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const filtro = useWatch({ name: 'filtro' });
  const { errors } = useFormState({ name: 'filtro' });
  const clave = JSON.stringify(limpiarFiltro(filtro));
  const [state, setState] = useState<{ clave: string; audiencia?: Audiencia; error?: boolean } | null>(null);

  useEffect(() => {
    let vigente = true;
    const timer = setTimeout(() => {
      dataProvider.getAudiencia(JSON.parse(clave)).then(
        (audiencia) => vigente && setState({ clave, audiencia }),
        () => vigente && setState({ clave, error: true }),
      );
    }, ESPERA_MS);
    return () => {
      vigente = false;
      clearTimeout(timer);
    };
  }, [clave, dataProvider]);

  const filtroError = errors.filtro?.message;
  if (filtroError) return <Alert severity="error">{translate(String(filtroError), { _: String(filtroError) })}</Alert>;
  if (state?.error && state.clave === clave) return <Alert severity="warning">{translate('app.campanas.form.conteo_error')}</Alert>;
  const audiencia = state?.audiencia;
  const vigente = state?.clave === clave;
  return (
    <Typography role="status" aria-live="polite" sx={{ fontWeight: 600, my: 1, opacity: vigente ? 1 : 0.6 }}>
      {audiencia
        ? [
            translate('app.campanas.form.conteo', { smart_count: audiencia.destinatarios, n: numero(audiencia.destinatarios) }),
            audiencia.bajas ? translate('app.campanas.form.conteo_bajas', { smart_count: audiencia.bajas, n: numero(audiencia.bajas) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')
        : translate('app.campanas.form.calculando')}
    </Typography>
  );
};
