import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVISO_PRIVACIDAD_VERSION } from '../../../../../shared/egresados/valores';
import { PageSection } from '../../../components/PageSection';
import { site } from '../../../config/site';

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

/** The full notice the registration form links to; bump AVISO_PRIVACIDAD_VERSION whenever this text changes. */
export function AvisoPrivacidadPage() {
  const responsable = site.name;
  return (
    <PageSection
      maxWidth="md"
      title="Aviso de privacidad integral"
      description={`Registro y seguimiento de egresados · Versión ${AVISO_PRIVACIDAD_VERSION}`}
    >
      <Stack spacing={4} divider={<Divider flexItem />} sx={{ maxWidth: 760 }}>
        <Apartado title="Responsable del tratamiento">
          <P>
            {responsable}, por conducto de su oficina de egresados, es responsable del tratamiento de los datos personales que nos
            proporcione en el registro de egresados, los cuales serán protegidos conforme a la Ley General de Protección de Datos
            Personales en Posesión de Sujetos Obligados y demás normativa aplicable.
          </P>
        </Apartado>

        <Apartado title="Datos personales que recabamos">
          <P>Para las finalidades de este aviso recabamos los siguientes datos:</P>
          <ul>
            <li>
              <Typography>De identificación: nombre, apellidos, CURP, sexo y fecha de nacimiento.</Typography>
            </li>
            <li>
              <Typography>Académicos: matrícula o número de control, nivel, programa, año y fecha de egreso, y titulación.</Typography>
            </li>
            <li>
              <Typography>Laborales: situación laboral, empresa o institución y puesto.</Typography>
            </li>
            <li>
              <Typography>De contacto: correo electrónico, teléfono y entidad federativa de residencia.</Typography>
            </li>
          </ul>
          <P>No recabamos datos personales sensibles.</P>
        </Apartado>

        <Apartado title="Finalidades del tratamiento">
          <P>Sus datos se utilizan para las siguientes finalidades, necesarias para el servicio que solicita:</P>
          <ul>
            <li>
              <Typography>Integrar y mantener actualizado el registro institucional de egresados.</Typography>
            </li>
            <li>
              <Typography>Confirmar su identidad y su correo electrónico, y atender sus solicitudes de actualización.</Typography>
            </li>
            <li>
              <Typography>
                Elaborar estudios de seguimiento de egresados y estadísticas institucionales; los resultados se publican de forma
                agregada, sin identificar a ninguna persona.
              </Typography>
            </li>
            <li>
              <Typography>Atender los informes que la normativa educativa exige a la institución.</Typography>
            </li>
          </ul>
          <P>
            De manera adicional, y solo si usted no se opone, usaremos su correo y su teléfono para enviarle ofertas de empleo,
            invitaciones a eventos, encuestas de satisfacción y avisos de educación continua. Puede negarse a estas finalidades en
            cualquier momento escribiendo a la oficina de egresados o a la Unidad de Transparencia, sin que ello afecte su registro.
          </P>
        </Apartado>

        <Apartado title="Fundamento para el tratamiento">
          <P>
            Tratamos sus datos con base en las atribuciones que la legislación orgánica de la institución le confiere en materia de
            servicios escolares y seguimiento de egresados, y en el consentimiento que usted otorga al enviar el formulario de
            registro, del cual conservamos la versión de este aviso que aceptó y la fecha y hora de su aceptación.
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
            como solicitar su portabilidad cuando proceda. Puede corregir buena parte de sus datos usted mismo con el enlace que le
            enviamos por correo; para cualquier otra solicitud acuda a la Unidad de Transparencia de {responsable} o presente su
            solicitud a través de la Plataforma Nacional de Transparencia.
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
            Conservamos sus datos mientras forme parte del registro de egresados y durante los plazos que establezcan las
            disposiciones de archivo aplicables. Aplicamos medidas de seguridad administrativas, técnicas y físicas para protegerlos
            contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado; cada cambio a su registro queda
            asentado en una bitácora.
          </P>
        </Apartado>

        <Apartado title="Cambios a este aviso">
          <P>
            Cualquier cambio a este aviso de privacidad se publicará en esta misma página con un nuevo número de versión. La versión
            vigente es la {AVISO_PRIVACIDAD_VERSION}.
          </P>
        </Apartado>
      </Stack>
    </PageSection>
  );
}
