import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { R } from '../resourceNames';

/** No campaign yet: start one, or first write the template it needs. */
export const CampanaEmpty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: R.egresados.campanas, action: 'create' });
  const { canAccess: canCreatePlantilla } = useCanAccess({ resource: R.egresados.plantillas, action: 'create' });
  const { total: plantillas } = useGetList(R.egresados.plantillas, { pagination: { page: 1, perPage: 1 } });
  const sinPlantillas = plantillas === 0;
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <ForwardToInboxOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {translate('app.campanas.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.campanas.empty.body')}
      </Typography>
      {sinPlantillas ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.campanas.empty.sin_plantillas')}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ mt: 3 }}>
        {sinPlantillas && canCreatePlantilla ? (
          <Button component={Link} to={`/${R.egresados.plantillas}/create`} variant="contained">
            {translate('app.campanas.empty.crear_plantilla')}
          </Button>
        ) : null}
        {canCreate ? (
          <Button component={Link} to={`/${R.egresados.campanas}/create`} variant={sinPlantillas ? 'outlined' : 'contained'}>
            {translate('app.campanas.nueva')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
};
