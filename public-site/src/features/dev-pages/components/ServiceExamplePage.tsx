import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { PageSection } from '../../../components/PageSection';
import { SERVICE_OPERATIONS, useCallService } from '../api/call-service';
import { JsonBlock } from './JsonBlock';

export function ServiceExamplePage() {
  const [selected, setSelected] = useState(SERVICE_OPERATIONS[0].id);
  const call = useCallService();
  const operation = SERVICE_OPERATIONS.find((op) => op.id === selected)!;
  const result = call.data;

  return (
    <PageSection
      title="Ejemplo de Servicio API"
      description="Llama a la API a través del cliente compartido (el mismo que usan las dos aplicaciones) y muestra la respuesta o el error tal como lo recibe la interfaz."
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, width: { xs: '100%', md: 380 }, flexShrink: 0 }}>
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ mb: 1 }}>
              Operación
            </FormLabel>
            <RadioGroup name="operacion" value={selected} onChange={(_e, value) => setSelected(value)}>
              {SERVICE_OPERATIONS.map((op) => (
                <FormControlLabel
                  key={op.id}
                  value={op.id}
                  control={<Radio />}
                  label={
                    <span>
                      {op.label}{' '}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {op.method} /api{op.path}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {operation.explains}
          </Typography>
          <Button variant="contained" startIcon={<Send />} sx={{ mt: 2 }} fullWidth loading={call.isPending} onClick={() => void call.mutate(operation)}>
            Llamar al servicio
          </Button>
        </Paper>
        <Stack spacing={2} sx={{ flex: 1, width: '100%', minWidth: 0 }} aria-live="polite">
          {!result && <Typography color="text.secondary">Elija una operación y pulse «Llamar al servicio» para ver aquí la respuesta.</Typography>}
          {result?.ok && (
            <>
              <Alert severity="success">
                <AlertTitle>Respuesta correcta</AlertTitle>
                HTTP {result.status}
              </Alert>
              <JsonBlock value={result.body} label="Respuesta" />
            </>
          )}
          {result && !result.ok && (
            <>
              <Alert severity="error">
                <AlertTitle>{result.status ? `Error HTTP ${result.status}` : 'Sin conexión'}</AlertTitle>
                {result.message}
              </Alert>
              {Object.keys(result.errors).length > 0 && <JsonBlock value={result.errors} label="Errores por campo" />}
            </>
          )}
        </Stack>
      </Stack>
    </PageSection>
  );
}
