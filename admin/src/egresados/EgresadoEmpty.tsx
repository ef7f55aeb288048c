import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EGRESADOS_PATHS, R } from '../resourceNames';

/** A new office's first visit: the ways records arrive (a file, the public form, one by one), each per permission. */
export const EgresadoEmpty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: R.egresados.egresados, action: 'create' });
  const { canAccess: canImport } = useCanAccess({ resource: 'importaciones', action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <SchoolOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {translate('resources.egresados.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.egresados.empty.body')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ mt: 3 }}>
        {canImport ? (
          <Button component={Link} to={EGRESADOS_PATHS.cargaMasiva} variant="contained">
            {translate('resources.egresados.empty.cargar')}
          </Button>
        ) : null}
        {canCreate ? (
          <Button component={Link} to={EGRESADOS_PATHS.crear} variant="outlined">
            {translate('resources.egresados.empty.crear')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
};
