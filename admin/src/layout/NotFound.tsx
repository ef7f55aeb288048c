import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** A screen that only says why there is nothing here, headed by an <h1>, with the way back to the dashboard. */
const AvisoDePagina = ({ codigo, titulo, mensaje }: { codigo: string; titulo: string; mensaje: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titulo} />
      <CardContent>
        <Typography variant="overline" component="p" color="text.secondary">
          {codigo}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {titulo}
        </Typography>
        <Typography sx={{ wordBreak: 'break-all' }}>{mensaje}</Typography>
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" component={Link} to="/dashboard">
            {translate('app.not_found.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

/** An admin path the route table does not know (the server answers it with 404 too). */
export const NotFound = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return <AvisoDePagina codigo="404" titulo={translate('app.not_found.title')} mensaje={translate('app.not_found.message', { path: pathname })} />;
};

/** react-admin's own page had an <h5> for a title and greyed-out text (2.3:1); this one reads like the 404. */
export const AccessDenied = () => {
  const translate = useTranslate();
  return <AvisoDePagina codigo="403" titulo={translate('ra.page.access_denied')} mensaje={translate('ra.message.access_denied')} />;
};
