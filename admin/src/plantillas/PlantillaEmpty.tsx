import { Box, Typography } from '@mui/material';
import MailOutline from '@mui/icons-material/MailOutline';
import { CreateButton, useCanAccess, useTranslate } from 'react-admin';
import { R } from '../resourceNames';

const k = (key: string) => `resources.egresados/correo/plantillas.empty.${key}`;

export const PlantillaEmpty = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: R.egresados.plantillas, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <MailOutline sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {translate(k('title'))}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate(k('body'))}
      </Typography>
      {canAccess ? <CreateButton variant="contained" label={k('crear')} /> : null}
    </Box>
  );
};
