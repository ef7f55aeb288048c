import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;
/** What an unfinished date is stored as, so the shared schema names the problem. */
export const FECHA_INVALIDA = 'fecha-invalida';

/** «Enviar ahora» (programadaPara null) or «Programar» with a date and time, kept as an ISO instant. */
export const EnvioInput = () => {
  const translate = useTranslate();
  const { field, fieldState, formState, id } = useInput({ source: 'programadaPara', format: (v) => v ?? null, parse: (v) => v });
  const [modo, setModo] = useState<'ahora' | 'programar'>(field.value ? 'programar' : 'ahora');
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  const value = typeof field.value === 'string' && field.value !== FECHA_INVALIDA ? dayjs(field.value) : null;

  const cambiarModo = (next: 'ahora' | 'programar') => {
    setModo(next);
    if (next === 'ahora') field.onChange(null);
    // Tomorrow at nine: a sensible start the user adjusts.
    else if (!field.value) field.onChange(dayjs().add(1, 'day').hour(9).minute(0).second(0).millisecond(0).toISOString());
  };

  return (
    <Stack sx={{ width: '100%', maxWidth: 560 }}>
      <Typography component="h3" variant="subtitle1" id="envio-titulo" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.campanas.form.envio')}
      </Typography>
      <RadioGroup row aria-labelledby="envio-titulo" value={modo} onChange={(event) => cambiarModo(event.target.value as 'ahora' | 'programar')}>
        <FormControlLabel value="ahora" control={<Radio />} label={translate('app.campanas.form.ahora')} />
        <FormControlLabel value="programar" control={<Radio />} label={translate('app.campanas.form.programar')} />
      </RadioGroup>
      {modo === 'ahora' ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.campanas.form.ahora_ayuda')}
        </Typography>
      ) : (
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
          <DateTimePicker
            label={translate('app.campanas.form.fecha')}
            value={value}
            onChange={(v) => field.onChange(v == null ? '' : v.isValid() ? v.toISOString() : FECHA_INVALIDA)}
            format="DD/MM/YYYY HH:mm"
            ampm={false}
            disablePast
            enableAccessibleFieldDOMStructure={false}
            onClose={field.onBlur}
            slotProps={{
              textField: {
                id,
                name: field.name,
                fullWidth: true,
                margin: 'dense',
                onBlur: field.onBlur,
                error: !!error,
                helperText: <InputHelperText error={error} helperText="app.campanas.form.programar_ayuda" />,
              },
              openPickerButton: { 'aria-label': translate('app.campanas.form.calendario') },
            }}
          />
        </LocalizationProvider>
      )}
    </Stack>
  );
};
