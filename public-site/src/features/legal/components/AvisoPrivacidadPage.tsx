import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { ARCO_URL, AVISOS, avisoDe } from '../../../../../shared/privacidad';
import { TextLink } from '../../../components/TextLink';
import { PageSection } from '../../../components/PageSection';
import { site } from '../../../config/site';
import { CONTENIDO_AVISOS } from './contenido-avisos';

function Apartado({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ '& ul': { my: 0, pl: 3 }, '& li': { mb: 0.5 } }}>
        {children}
      </Stack>
    </Box>
  );
}

const P = ({ children }: { children: ReactNode }) => <Typography>{children}</Typography>;

const Lista = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        <Typography>{item}</Typography>
      </li>
    ))}
  </ul>
);

/**
 * The integral notice of one area (`?area=postulaciones`, `?area=servicio-social`; the graduates' one by default).
 * Bump the area's version in shared/privacidad.ts whenever its text changes: consents record it.
 */
export function AvisoPrivacidadPage() {
  const [params] = useSearchParams();
  const aviso = avisoDe(params.get('area'));
  const contenido = CONTENIDO_AVISOS[aviso.area];
  const responsable = site.name;
  const otros = Object.values(AVISOS).filter((a) => a.area !== aviso.area);
  return (
    <PageSection maxWidth="md" title="Aviso de privacidad integral" description={`${aviso.tratamiento} · Versión ${aviso.version}`}>
      <Stack spacing={4} divider={<Divider flexItem />} sx={{ maxWidth: 760 }}>
        <Typography>
          Cada área tiene su aviso. También puede consultar:{' '}
          {otros.map((a, i) => (
            <span key={a.area}>
              {i ? ' · ' : ''}
              <TextLink to={a.url}>{a.tratamiento}</TextLink>
            </span>
          ))}
          .
        </Typography>
        <Apartado title="Responsable del tratamiento">
          <P>
            {responsable}, por conducto de {aviso.oficina}, es responsable del tratamiento de los datos personales que nos
            proporcione en {aviso.tratamiento.toLowerCase()}, los cuales serán protegidos conforme a la Ley General de Protección de
            Datos Personales en Posesión de Sujetos Obligados y demás normativa aplicable.
          </P>
        </Apartado>

        <Apartado title="Datos personales que recabamos">
          <P>Para las finalidades de este aviso recabamos los siguientes datos:</P>
          <Lista items={contenido.datos} />
          <P>{contenido.sensibles}</P>
        </Apartado>

        <Apartado title="Finalidades del tratamiento">
          <P>Sus datos se utilizan para las siguientes finalidades, necesarias para el servicio que solicita:</P>
          <Lista items={contenido.finalidades} />
          {contenido.adicionales ? <P>{contenido.adicionales}</P> : null}
        </Apartado>

        <Apartado title="Fundamento para el tratamiento">
          <P>
            Tratamos sus datos con base en las atribuciones que la legislación orgánica de la institución le confiere, y en el
            consentimiento que usted otorga al enviar el formulario, del cual conservamos la versión de este aviso que aceptó y la
            fecha y hora de su aceptación.
          </P>
        </Apartado>

        <Apartado title="Transferencias de datos personales">
          <P>
            No transferimos sus datos personales a terceros, salvo las transferencias que no requieren su consentimiento por estar
            previstas en la ley o ser necesarias para atender requerimientos de autoridades competentes, como las autoridades
            educativas y estadísticas, debidamente fundados y motivados.
          </P>
        </Apartado>

        <Apartado title="Derechos ARCO y portabilidad">
          <P>
            Usted puede acceder a sus datos, rectificarlos, solicitar su cancelación u oponerse a su tratamiento (derechos ARCO), así
            como solicitar su portabilidad cuando proceda. Presente su solicitud en línea en{' '}
            <TextLink to={ARCO_URL}>Sus derechos ARCO</TextLink>, donde también puede consultar su avance con el folio;
            también puede acudir a la Unidad de Transparencia de {responsable} o usar la Plataforma Nacional de Transparencia.
          </P>
          <P>
            Su solicitud debe indicar su nombre, un medio para recibir la respuesta, los documentos que acrediten su identidad o la de
            su representante, los datos a los que se refiere y el derecho que desea ejercer. La respuesta se le comunicará en un plazo
            máximo de veinte días hábiles. Si no está conforme con ella, puede interponer un recurso de revisión ante la autoridad
            garante en materia de protección de datos personales.
          </P>
        </Apartado>

        <Apartado title="Conservación y seguridad">
          <P>
            {contenido.conservacion} Aplicamos medidas de seguridad administrativas, técnicas y físicas para protegerlos contra daño,
            pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado; cada cambio queda asentado en una bitácora.
          </P>
        </Apartado>

        <Apartado title="Cambios a este aviso">
          <P>
            Cualquier cambio a este aviso de privacidad se publicará en esta misma página con un nuevo número de versión. La versión
            vigente es la {aviso.version}.
          </P>
        </Apartado>
      </Stack>
    </PageSection>
  );
}
