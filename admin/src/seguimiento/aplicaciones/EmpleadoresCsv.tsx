import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TableBody, TableCell, TableHead, TableRow, Typography,
  useMediaQuery, type Theme,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Aplicacion, RevisionEmpleadores } from '../../../../shared/schemas/seguimiento';
import { TablaDesplazable } from '../../common/TablaDesplazable';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { ts } from '../textos';

const MAX_BYTES = 1_000_000;

/**
 * Staff upload a list of employers (correo, organización, CURP o matrícula del egresado), read the row-by-row check,
 * and only then queue the invitations; the dialog's last step says what will be sent.
 */
export const EmpleadoresCsvButton = ({ aplicacion }: { aplicacion: Aplicacion }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const ids = { titulo: useId(), ayuda: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [abierto, setAbierto] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [revision, setRevision] = useState<RevisionEmpleadores | null>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const cerrar = () => {
    if (ocupado) return;
    setAbierto(false);
    setCsv(null);
    setRevision(null);
    setProblema(null);
  };
  const ejecutar = async (accion: () => Promise<void>) => {
    setOcupado(true);
    setProblema(null);
    try {
      await accion();
    } catch (error) {
      const campos = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      setProblema([error instanceof Error ? error.message : String(error), campos?.csv].filter(Boolean).join(': '));
    } finally {
      setOcupado(false);
    }
  };
  const elegir = (archivo: File | undefined) => {
    if (!archivo) return;
    if (archivo.size > MAX_BYTES) return setProblema(translate(ts('empleadores.grande')));
    void ejecutar(async () => {
      const texto = await archivo.text();
      setRevision(null);
      setCsv(texto);
      setRevision(await dataProvider.revisarEmpleadores(aplicacion.id, texto));
    });
  };
  const invitar = () =>
    ejecutar(async () => {
      const { invitados } = await dataProvider.invitarEmpleadores(aplicacion.id, csv!);
      notify(ts('empleadores.hecho'), { type: 'success', messageArgs: { smart_count: invitados } });
      setOcupado(false);
      cerrar();
      refresh();
    });

  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => setAbierto(true)}>{translate(ts('empleadores.label'))}</Button>
      <Dialog open={abierto} onClose={cerrar} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={ids.titulo}>
        <DialogTitle id={ids.titulo}>{translate(ts('empleadores.title'), { nombre: aplicacion.nombre })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <DialogContentText id={ids.ayuda}>{translate(ts('empleadores.ayuda'))}</DialogContentText>
            <div>
              <Button variant="outlined" onClick={() => input.current?.click()} disabled={ocupado} aria-describedby={ids.ayuda}>
                {translate(ts(csv ? 'empleadores.otro' : 'empleadores.elegir'))}
              </Button>
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                hidden
                aria-label={translate(ts('empleadores.elegir'))}
                data-testid="empleadores-csv"
                onChange={(event) => {
                  elegir(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </div>
            {problema ? <Alert severity="error">{problema}</Alert> : null}
            {revision ? (
              <>
                <Alert severity={revision.conErrores ? 'warning' : 'info'}>
                  {translate(ts(revision.conErrores ? 'empleadores.con_errores' : 'empleadores.listo'), { validas: revision.validas, errores: revision.conErrores, smart_count: revision.validas })}
                </Alert>
                <TablaDesplazable label={translate(ts('empleadores.vista'))}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(ts('empleadores.fila'))}</TableCell>
                      <TableCell>{translate(ts('empleadores.correo'))}</TableCell>
                      <TableCell>{translate(ts('empleadores.organizacion'))}</TableCell>
                      <TableCell>{translate(ts('empleadores.egresado'))}</TableCell>
                      <TableCell>{translate(ts('empleadores.revision'))}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {revision.filas.map((f) => (
                      <TableRow key={f.fila}>
                        <TableCell>{f.fila}</TableCell>
                        <TableCell>{f.correo}</TableCell>
                        <TableCell>{f.organizacion}</TableCell>
                        <TableCell>{f.egresado ?? f.identificador}</TableCell>
                        <TableCell>
                          {f.errores.length
                            ? f.errores.map((e) => <Typography key={e} variant="body2" color="error">{e}</Typography>)
                            : translate(ts('empleadores.correcta'))}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </TablaDesplazable>
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cerrar} disabled={ocupado}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={invitar} disabled={ocupado || !revision || revision.conErrores > 0 || revision.validas === 0}>
            {translate(ts('empleadores.confirmar'), { smart_count: revision?.validas ?? 0 })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
