import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { textoDeHtml, VINCULO_LABELS } from '../../../../../shared/schemas/postulaciones';
import type { CategoriaPublica } from '../api/convocatoria';
import type { PostulacionValues } from '../form/values';

interface Props {
  values: PostulacionValues;
  categoria: CategoriaPublica | undefined;
  archivos: Record<string, File | null>;
  basesUrl: string | null;
  captura: boolean;
}

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">{etiqueta}</Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{valor || '—'}</Typography>
    </>
  );
}

/** «Revise sus respuestas»: everything that will be sent, read once before the submit that cannot be undone. */
export const RevisionPostulacion = forwardRef<HTMLHeadingElement, Props>(function RevisionPostulacion({ values, categoria, archivos, basesUrl, captura }, ref) {
  const tercero = values.nominadorTipo === 'tercero';
  return (
    <Paper component="section" aria-labelledby="revision-titulo" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="revision-titulo" ref={ref} tabIndex={-1} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Revise sus respuestas
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {captura
          ? 'Al registrarla, la postulación recibe su folio y ya no se puede modificar desde aquí.'
          : 'Al enviarla recibirá un folio por correo y ya no podrá modificar la postulación. Si algo no es correcto, corríjalo antes de enviar.'}
        {basesUrl ? (
          <>
            {' '}
            <Link href={basesUrl} target="_blank" rel="noopener">Consulte las bases (PDF, se abre en una pestaña nueva)</Link>.
          </>
        ) : null}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Dato etiqueta="Categoría" valor={categoria?.nombre ?? ''} />
        <Dato etiqueta="Persona postulada" valor={[values.nombre, values.correo, values.telefono].filter(Boolean).join(' · ')} />
        <Dato etiqueta="Vínculo con la universidad" valor={values.vinculo ? VINCULO_LABELS[values.vinculo] : ''} />
        {values.matricula ? <Dato etiqueta="Matrícula" valor={values.matricula} /> : null}
        <Dato etiqueta="Quién postula" valor={tercero ? [values.nominadorNombre, values.nominadorCorreo, values.nominadorRelacion].filter(Boolean).join(' · ') : 'La misma persona postulada'} />
        <Dato etiqueta="Semblanza" valor={textoDeHtml(values.semblanza)} />
        <Dato etiqueta="Motivos de la postulación" valor={textoDeHtml(values.motivos)} />
        <Dato
          etiqueta="Documentos"
          valor={(categoria?.documentos ?? []).map((d) => `${d.nombre}: ${archivos[d.clave]?.name ?? 'sin archivo'}`).join('\n')}
        />
        {captura ? null : <Dato etiqueta="Aviso de privacidad" valor={values.avisoPrivacidad ? 'Leído y aceptado' : 'Sin aceptar'} />}
      </Box>
    </Paper>
  );
});
