import { useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { VistaPrevia } from '../../../shared/schemas/plantillas';
import type { AdminDataProvider } from '../providers/dataProvider';

const t = (key: string) => `app.plantillas.vista_previa.${key}`;

/** Renders the subject and body on the server, with a real graduate's data, and shows them as the mail will look. */
export function VistaPreviaButton({ plantilla }: { plantilla: () => { asunto: string; cuerpoHtml: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [vista, setVista] = useState<VistaPrevia | null>(null);
  const [pestana, setPestana] = useState(0);
  const [cargando, setCargando] = useState(false);

  const abrir = async () => {
    setCargando(true);
    try {
      const { asunto, cuerpoHtml } = plantilla();
      setVista(await dataProvider.vistaPreviaPlantilla({ asunto: asunto ?? '', cuerpoHtml: cuerpoHtml ?? '' }));
      setPestana(0);
    } catch (error) {
      notify((error as HttpError).message || t('error'), { type: 'error' });
    } finally {
      setCargando(false);
    }
  };

  return (
    <>
      <Button label={t('boton')} onClick={abrir} disabled={cargando}>
        <VisibilityIcon />
      </Button>
      <Dialog open={vista !== null} onClose={() => setVista(null)} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="vista-previa-titulo">
        <DialogTitle id="vista-previa-titulo">{translate(t('titulo'))}</DialogTitle>
        {vista && (
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {vista.egresado ? translate(t('con_egresado'), { nombre: vista.egresado.nombreCompleto }) : translate(t('con_ejemplo'))}
            </Typography>
            <Typography variant="body2" component="p" sx={{ mb: 1 }}>
              <strong>{translate(t('asunto'))}:</strong> {vista.asunto}
            </Typography>
            <Tabs value={pestana} onChange={(_, value: number) => setPestana(value)} aria-label={translate(t('titulo'))}>
              <Tab label={translate(t('html'))} id="vista-previa-tab-0" aria-controls="vista-previa-panel-0" />
              <Tab label={translate(t('texto'))} id="vista-previa-tab-1" aria-controls="vista-previa-panel-1" />
            </Tabs>
            <Box role="tabpanel" id="vista-previa-panel-0" aria-labelledby="vista-previa-tab-0" hidden={pestana !== 0} sx={{ pt: 2 }}>
              {/* sandbox="" : no script, no navigation, no same-origin access, whatever the template holds. */}
              {pestana === 0 && (
                <Box
                  component="iframe"
                  sandbox=""
                  srcDoc={vista.html}
                  title={translate(t('marco'))}
                  sx={{ width: '100%', height: { xs: '60vh', sm: 520 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#f1f5f9' }}
                />
              )}
            </Box>
            <Box role="tabpanel" id="vista-previa-panel-1" aria-labelledby="vista-previa-tab-1" hidden={pestana !== 1} sx={{ pt: 2 }}>
              <Box component="pre" tabIndex={0} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 14, m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
                {vista.text}
              </Box>
            </Box>
          </DialogContent>
        )}
        <DialogActions>
          <Button label={t('cerrar')} onClick={() => setVista(null)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
