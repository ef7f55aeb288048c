import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { AVATAR_SIZES, PROGRESS_DEFAULT_MAX, type AvatarSize } from '../../../../../shared/constants';
import { Img, readImageMeta, type ImageMeta } from '../../../../../shared/ui/image';
import { Progress } from '../../../../../shared/ui/Progress';
import { UserAvatar } from '../../../../../shared/ui/UserAvatar';
import { useToast } from '../../../../../shared/ui/toast';
import { PageSection } from '../../../components/PageSection';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function ToastDemo() {
  const { toast, dismiss } = useToast();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" onClick={() => toast({ title: 'Cambios guardados', description: 'El registro se actualizó.', variant: 'success' })}>
        Aviso de éxito
      </Button>
      <Button variant="outlined" color="error" onClick={() => toast({ title: 'No se pudo guardar', description: 'Revise los campos marcados.', variant: 'error' })}>
        Aviso de error
      </Button>
      <Button variant="outlined" onClick={() => toast({ title: 'Sincronización terminada', type: 'background' })}>
        Aviso en segundo plano
      </Button>
      <Button variant="outlined" onClick={() => Array.from({ length: 7 }, (_, i) => toast({ title: `Aviso ${i + 1} de 7`, description: 'Se muestran cinco a la vez; el resto espera su turno.' }))}>
        Siete avisos seguidos
      </Button>
      <Button onClick={() => dismiss()}>Cerrar todos</Button>
    </Stack>
  );
}

function ProgressDemo() {
  const [value, setValue] = useState(40);
  const [indeterminate, setIndeterminate] = useState(false);
  const shown = indeterminate ? null : value;
  return (
    <Stack spacing={2}>
      <Slider value={value} min={-20} max={140} onChange={(_e, v) => setValue(v as number)} aria-label="Valor de ejemplo" valueLabelDisplay="auto" disabled={indeterminate} />
      <Typography variant="body2" color="text.secondary">
        Valor {value}; se muestra entre 0 y {PROGRESS_DEFAULT_MAX}.
      </Typography>
      <Progress value={shown} label="Progreso de ejemplo" />
      <Progress value={shown} shape="circular" label="Progreso circular de ejemplo" />
      <FormControlLabel control={<Switch checked={indeterminate} onChange={(e) => setIndeterminate(e.target.checked)} />} label="Indeterminado (valor nulo)" />
    </Stack>
  );
}

function ImageDemo() {
  const [meta, setMeta] = useState<ImageMeta | null>(null);
  useEffect(() => {
    void readImageMeta('/favicon.svg').then(setMeta);
  }, []);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Img src="/favicon.svg" alt="Logotipo de la plataforma" width={64} height={64} format="png" />
      <Typography variant="body2">
        /favicon.svg servido por /_ipx en PNG a 64 px (1x) y 128 px (2x).
        <br />
        {meta ? `Dimensiones originales: ${meta.width} × ${meta.height} px (relación ${meta.ratio.toFixed(2)}).` : 'Leyendo dimensiones…'}
      </Typography>
    </Stack>
  );
}

export function TestDashboardPage() {
  return (
    <PageSection title="Tablero de prueba" description="Los componentes compartidos de la interfaz en un solo lugar, para revisarlos en cada tema y tamaño de pantalla.">
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <Panel title="Avisos">
            <ToastDemo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Pulse F8 para llevar el foco a los avisos; deslice uno a la derecha para cerrarlo.
            </Typography>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="Progreso">
            <ProgressDemo />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2.5} sx={{ height: '100%' }}>
            <Panel title="Avatares">
              <Stack direction="row" sx={{ alignItems: 'flex-end', flexWrap: 'wrap', gap: 1.5 }}>
                {(Object.keys(AVATAR_SIZES) as AvatarSize[]).map((size) => (
                  <Stack key={size} spacing={0.5} sx={{ alignItems: 'center' }}>
                    <UserAvatar alt="Ada Lovelace" size={size} />
                    <Typography variant="caption">{size}</Typography>
                  </Stack>
                ))}
              </Stack>
            </Panel>
            <Panel title="Descripciones emergentes">
              <Stack direction="row" spacing={1}>
                {[
                  { label: 'Editar', Icon: EditOutlined },
                  { label: 'Eliminar', Icon: DeleteOutline },
                  { label: 'Más información', Icon: InfoOutlined },
                ].map(({ label, Icon }) => (
                  <Tooltip key={label} title={label}>
                    <IconButton aria-label={label}>
                      <Icon />
                    </IconButton>
                  </Tooltip>
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Aparecen a los 700 ms; al pasar a otro botón, a los 300 ms.
              </Typography>
            </Panel>
          </Stack>
        </Grid>
        <Grid size={12}>
          <Panel title="Imagen optimizada">
            <ImageDemo />
          </Panel>
        </Grid>
      </Grid>
    </PageSection>
  );
}
