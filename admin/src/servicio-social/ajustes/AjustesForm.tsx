import { Box, Stack, Typography } from '@mui/material';
import { Form, NumberInput, SaveButton, useNotify, useTranslate, HttpError } from 'react-admin';
import { useState } from 'react';
import { ajustesSchema, type AjustesInput, type AjustesSs } from '../../../../shared/schemas/servicio-social';
import { zodValidator } from '../../common/zodValidator';

const a = (key: string) => `app.servicio_social.ajustes.${key}`;
const validar = zodValidator(ajustesSchema);

const CAMPOS: { source: keyof AjustesInput; min: number; max: number }[] = [
  { source: 'horasRequeridas', min: 1, max: 2000 },
  { source: 'porcentajeCreditos', min: 0, max: 100 },
  { source: 'duracionMinimaMeses', min: 1, max: 60 },
  { source: 'duracionMaximaMeses', min: 1, max: 60 },
  { source: 'maxHorasDia', min: 1, max: 24 },
  { source: 'solicitudesAbiertas', min: 1, max: 20 },
];

interface Props {
  ajustes: AjustesSs;
  guardar: (datos: AjustesInput) => Promise<AjustesSs>;
  puedeEditar: boolean;
}

/** The office's rules; the shared schema checks them here and again on the server. */
export const AjustesForm = ({ ajustes, guardar, puedeEditar }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [actual, setActual] = useState(ajustes);
  const valores = Object.fromEntries(CAMPOS.map(({ source }) => [source, actual[source]]));

  const onSubmit = async (datos: Record<string, unknown>) => {
    try {
      const guardado = await guardar(Object.fromEntries(CAMPOS.map(({ source }) => [source, Number(datos[source])])) as AjustesInput);
      setActual(guardado);
      notify(a('guardado'), { type: 'success' });
    } catch (error) {
      // A 422 lands next to its inputs; anything else is said in a toast.
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      if (errors && Object.keys(errors).length) return errors;
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Form record={{ id: 1, ...valores }} onSubmit={onSubmit} validate={validar} disabled={!puedeEditar} key={actual.updatedAt}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, maxWidth: 720 }}>
        {CAMPOS.map(({ source, min, max }) => (
          <NumberInput key={source} source={source} label={a(source)} min={min} max={max} step={1} isRequired readOnly={!puedeEditar} />
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
        {puedeEditar ? <SaveButton label={a('guardar')} alwaysEnable={false} /> : null}
        <Typography variant="body2" color="text.secondary">
          {translate(a('actualizado'), { fecha: new Date(actual.updatedAt).toLocaleString('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Mexico_City' }) })}
        </Typography>
      </Stack>
    </Form>
  );
};
