import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SpellcheckOutlined from '@mui/icons-material/SpellcheckOutlined';
import { PageSection } from '../../../components/PageSection';
import { reenviarVerificacion } from '../api/registro';
import { ReenvioForm } from './ReenvioForm';

const SI_NO_LLEGA = [
  { icon: <ScheduleOutlined color="primary" />, text: 'Espere unos minutos: a veces el correo tarda en llegar.' },
  { icon: <ReportOutlined color="primary" />, text: 'Revise las carpetas de correo no deseado, spam o promociones.' },
  { icon: <SpellcheckOutlined color="primary" />, text: 'Compruebe que escribió bien su dirección. Si no, regístrese de nuevo con la correcta.' },
];

export function RegistroExitosoPage() {
  const location = useLocation();
  const correo = (location.state as { correo?: string } | null)?.correo ?? '';
  return (
    <PageSection
      maxWidth="sm"
      title="Registro exitoso"
      description="Gracias por registrarse. Falta un paso: confirmar su correo electrónico."
    >
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <MarkEmailUnreadOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Stack spacing={1}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Revise su correo
              </Typography>
              <Typography>
                Le enviamos un mensaje{correo ? <> a <strong>{correo}</strong></> : null} con el botón «Confirmar mi correo». Ábralo y
                sígalo para completar su registro; el enlace vence en 7 días.
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Si usted ya estaba registrado, en lugar de la confirmación recibirá en el correo de su expediente un enlace para revisar
                y actualizar sus datos.
              </Typography>
            </Stack>
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            ¿No le llegó el correo?
          </Typography>
          {/* MUI's dense List, drawn with a plain list: List, ListItem, ListItemIcon and ListItemText cost this page about 6 KB gzip. */}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
            {SI_NO_LLEGA.map((item) => (
              <Box component="li" key={item.text} sx={{ display: 'flex', alignItems: 'center', py: 0.5 }}>
                <Box component="span" aria-hidden sx={{ display: 'inline-flex', flexShrink: 0, minWidth: 36 }}>
                  {item.icon}
                </Box>
                <Typography variant="body2" component="span" sx={{ my: 0.5, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
                  {item.text}
                </Typography>
              </Box>
            ))}
          </Box>
          <ReenvioForm send={reenviarVerificacion} label="Correo electrónico registrado" button="Reenviar correo de confirmación" initial={correo} />
        </Paper>
      </Stack>
    </PageSection>
  );
}
