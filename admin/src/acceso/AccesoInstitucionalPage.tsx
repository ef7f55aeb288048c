import { Alert, Card, CardContent, CircularProgress, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { AccessDenied, CanAccess, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AccesoInstitucional } from '../../../shared/schemas/institucional';
import type { AdminDataProvider } from '../providers/dataProvider';
import { ACCESO_INSTITUCIONAL } from '../resourceNames';

const t = (key: string) => `app.acceso.${key}`;

const Acceso = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [acceso, setAcceso] = useState<AccesoInstitucional | null>(null);
  const [error, setError] = useState(false);
  const [guardando, setGuardando] = useState(false);

  useEffect(() => {
    let vigente = true;
    dataProvider.getAccesoInstitucional().then(
      (datos) => vigente && setAcceso(datos),
      () => vigente && setError(true),
    );
    return () => {
      vigente = false;
    };
  }, [dataProvider]);

  const cambiar = async (obligatorioPersonal: boolean) => {
    setGuardando(true);
    try {
      setAcceso(await dataProvider.guardarAccesoInstitucional({ obligatorioPersonal }));
      notify(t(obligatorioPersonal ? 'guardado_si' : 'guardado_no'), { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setGuardando(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ my: 2, minWidth: 0 }}>
      <Title title={t('titulo')} />
      <Typography variant="h5" component="h1">
        {translate(t('titulo'))}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography color="text.secondary">{translate(t('intro'))}</Typography>
            {error ? <Alert severity="error">{translate(t('error_carga'))}</Alert> : null}
            {!acceso && !error ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
            {acceso && !acceso.activo ? <Alert severity="info">{translate(t('inactivo'))}</Alert> : null}
            {acceso ? (
              <div>
                <FormControlLabel
                  control={
                    <Switch
                      checked={acceso.obligatorioPersonal}
                      disabled={guardando || !acceso.activo}
                      onChange={(e) => void cambiar(e.target.checked)}
                      slotProps={{ input: { 'aria-describedby': 'acceso-obligatorio-ayuda' } }}
                    />
                  }
                  label={translate(t('obligatorio'))}
                />
                <FormHelperText id="acceso-obligatorio-ayuda">{translate(t('obligatorio_ayuda'))}</FormHelperText>
              </div>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
};

/** Administrators only: `acceso-institucional.*` is a permission no role carries, so only the administrator role passes. */
export const AccesoInstitucionalPage = () => (
  <CanAccess resource={ACCESO_INSTITUCIONAL} action="edit" accessDenied={<AccessDenied />}>
    <Acceso />
  </CanAccess>
);
