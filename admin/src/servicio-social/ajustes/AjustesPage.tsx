import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { AccessDenied, CanAccess, DataTable, ListBase, Title, useCanAccess, useDataProvider, useTranslate, WithListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AjustesSs, PeriodoSs } from '../../../../shared/schemas/servicio-social';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { R } from '../../resourceNames';
import { fechaCorta } from '../comun/fechas';
import { AjustesForm } from './AjustesForm';

const a = (key: string) => `app.servicio_social.ajustes.${key}`;
const fp = (field: string) => `resources.${R.servicioSocial.periodos}.fields.${field}`;
const Col = DataTable.Col<PeriodoSs>;

/** The periods, newest first, each opening its edit page. */
const Periodos = ({ puedeEditar }: { puedeEditar: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(a('periodos'))}
        </Typography>
        {puedeEditar ? (
          <Button component={Link} to={`/${R.servicioSocial.periodos}/create`} startIcon={<AddIcon />}>
            {translate('ra.action.create')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(a('periodos_ayuda'))}
      </Typography>
      <ListBase resource={R.servicioSocial.periodos} sort={{ field: 'inicio', order: 'DESC' }} perPage={50} disableSyncWithLocation>
        <WithListContext
          render={({ isPending }) =>
            isPending ? null : (
              <Box sx={{ overflowX: 'auto' }}>
                <DataTable resource={R.servicioSocial.periodos} rowClick={puedeEditar ? 'edit' : false} bulkActionButtons={false}>
                  <Col source="clave" label={fp('clave')} />
                  <Col source="inicio" label={fp('inicio')} render={(p) => fechaCorta(p.inicio)} />
                  <Col source="fin" label={fp('fin')} render={(p) => fechaCorta(p.fin)} />
                  <Col source="inscripcionHasta" label={fp('inscripcionHasta')} render={(p) => fechaCorta(p.inscripcionHasta)} />
                  <Col source="activo" label={fp('activo')} render={(p) => translate(p.activo ? 'app.status.active' : 'app.status.inactive')} />
                </DataTable>
              </Box>
            )
          }
        />
      </ListBase>
    </Stack>
  );
};

const Ajustes = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess: puedeEditar = false } = useCanAccess({ resource: R.servicioSocial.ajustes, action: 'edit' });
  const [ajustes, setAjustes] = useState<AjustesSs | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let vigente = true;
    dataProvider.getAjustesServicioSocial().then(
      (datos) => vigente && setAjustes(datos),
      () => vigente && setError(true),
    );
    return () => {
      vigente = false;
    };
  }, [dataProvider]);
  const guardar = useCallback((datos: Parameters<AdminDataProvider['guardarAjustesServicioSocial']>[0]) => dataProvider.guardarAjustesServicioSocial(datos), [dataProvider]);

  return (
    <Stack spacing={2} sx={{ my: 2, minWidth: 0 }}>
      <Title title={a('titulo')} />
      <Typography variant="h5" component="h1">
        {translate(a('titulo'))}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(a('intro'))}
          </Typography>
          {error ? <Alert severity="error">{translate(a('error_carga'))}</Alert> : null}
          {!ajustes && !error ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
          {ajustes ? <AjustesForm ajustes={ajustes} guardar={guardar} puedeEditar={puedeEditar} /> : null}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Periodos puedeEditar={puedeEditar} />
        </CardContent>
      </Card>
    </Stack>
  );
};

export const AjustesPage = () => (
  <CanAccess resource={R.servicioSocial.ajustes} action="list" accessDenied={<AccessDenied />}>
    <Ajustes />
  </CanAccess>
);
