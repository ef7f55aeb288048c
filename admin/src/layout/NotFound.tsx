import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** An admin path the route table does not know (the server answers it with 404 too). */
export const NotFound = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.not_found.title')} />
      <CardContent>
        <Typography variant="overline" component="p" color="text.secondary">
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.not_found.title')}
        </Typography>
        <Typography sx={{ wordBreak: 'break-all' }}>{translate('app.not_found.message', { path: pathname })}</Typography>
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" component={Link} to="/dashboard">
            {translate('app.not_found.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
