import { Box, Button, Typography } from '@mui/material';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { R } from '../resourceNames';

export const CohorteEmpty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: R.egresados.cohortes, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <GroupsOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {translate('resources.egresados/cohortes.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.egresados/cohortes.empty.detail')}
      </Typography>
      {canCreate ? (
        <Button component={Link} to={`/${R.egresados.cohortes}/create`} variant="contained" sx={{ mt: 3 }}>
          {translate('resources.egresados/cohortes.empty.create')}
        </Button>
      ) : null}
    </Box>
  );
};
