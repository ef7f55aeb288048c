import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PageLoader } from '../../../components/PageLoader';
import { PageSection } from '../../../components/PageSection';
import { formErrorMessage } from '../../../lib/form';
import { useApiClient } from '../../../lib/api-client';
import { leerBorrador } from '../api/registro';
import { useConvocatoria, type ConvocatoriaPublica } from '../api/convocatoria';
import { deDatos, VALORES_INICIALES, type PostulacionValues } from '../form/values';
import { ConvocatoriaCerrada } from './ConvocatoriaCerrada';
import { ConvocatoriaResumen } from './ConvocatoriaResumen';
import { RegistroPostulacionForm } from './RegistroPostulacionForm';

export function RegistroPostulacionPage() {
  const { estado, retry } = useConvocatoria();
  return (
    <PageSection
      maxWidth="md"
      title="Registro de Postulaciones"
      description="Postule a una persona, o postúlese usted, a los reconocimientos de la universidad. Los campos con * son obligatorios."
    >
      {estado.status === 'cargando' && <PageLoader label="Cargando la convocatoria" />}
      {estado.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Reintentar
            </Button>
          }
        >
          No se pudo cargar la convocatoria. {formErrorMessage(estado.error)}
        </Alert>
      )}
      {estado.status === 'cerrada' && <ConvocatoriaCerrada info={estado.info} />}
      {estado.status === 'abierta' && <ConBorrador convocatoria={estado.convocatoria} desfase={estado.desfase} />}
    </PageSection>
  );
}

/** Opens the saved draft of the emailed link (?borrador=…) before showing the form. */
function ConBorrador({ convocatoria, desfase }: { convocatoria: ConvocatoriaPublica; desfase: number }) {
  const client = useApiClient();
  const [params] = useSearchParams();
  const token = params.get('borrador');
  const [inicial, setInicial] = useState<{ values: PostulacionValues; aviso?: string } | null>(token ? null : { values: VALORES_INICIALES });
  useEffect(() => {
    if (!token) return;
    let vivo = true;
    leerBorrador(client, token).then(
      (b) => vivo && setInicial({ values: deDatos(b.datos), aviso: 'Recuperamos su borrador. Revise los datos, adjunte los documentos y envíe la postulación.' }),
      (error: unknown) => vivo && setInicial({ values: VALORES_INICIALES, aviso: `No se pudo abrir el borrador: ${formErrorMessage(error)} Puede llenar el formulario de nuevo.` }),
    );
    return () => {
      vivo = false;
    };
  }, [client, token]);
  if (!inicial) return <PageLoader label="Abriendo su borrador" />;
  return (
    <>
      <ConvocatoriaResumen convocatoria={convocatoria} desfase={desfase} />
      {inicial.aviso && (
        <Alert severity="info" sx={{ mt: 3 }}>
          {inicial.aviso}
        </Alert>
      )}
      <RegistroPostulacionForm convocatoria={convocatoria} inicial={inicial.values} borrador={token} />
    </>
  );
}
