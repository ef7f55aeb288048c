import { useEffect } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiClient } from '../providers/apiClient';
import { homeOutsideAdmin, LOGIN_PATH } from '../providers/authProvider';

/**
 * react-admin's login page: /login is served by the public app, so hand the browser over to it. A signed-in
 * student or institution goes straight to its own home instead.
 */
export const LoginRedirect = () => {
  const translate = useTranslate();
  useEffect(() => {
    window.location.replace(homeOutsideAdmin(apiClient.session.user) ?? LOGIN_PATH);
  }, []);
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', gap: 2, alignContent: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography>{translate('app.login_redirect')}</Typography>
    </Box>
  );
};
