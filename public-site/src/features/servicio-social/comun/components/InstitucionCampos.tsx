import Grid from '@mui/material/Grid';
import { choices } from '../../../../../../shared/egresados/valores';
import { SECTORES, TIPOS_INSTITUCION } from '../../../../../../shared/servicio-social/valores';
import { Seccion, Seleccion, Texto, mitad, type CampoForm } from './Campos';
import { DomicilioCampos } from './DomicilioCampos';

export const INSTITUCION_INICIAL = {
  razonSocial: '', rfc: '', tipo: '', sector: '', entidadFederativa: '', municipio: '', domicilio: '', sitioWeb: '',
  'responsable.nombre': '', 'responsable.cargo': '', 'responsable.correo': '', 'responsable.telefono': '',
};
export type InstitucionValores = typeof INSTITUCION_INICIAL;

/** The flat form values as the API's nested body. */
export function toInstitucionDatos(v: InstitucionValores) {
  return {
    razonSocial: v.razonSocial,
    rfc: v.rfc,
    tipo: v.tipo,
    sector: v.sector,
    entidadFederativa: v.entidadFederativa,
    municipio: v.municipio,
    domicilio: v.domicilio,
    sitioWeb: v.sitioWeb,
    responsable: { nombre: v['responsable.nombre'], cargo: v['responsable.cargo'], correo: v['responsable.correo'], telefono: v['responsable.telefono'] },
  };
}

const upper = { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } };

/** The institution's data, as registered and as edited in its profile. */
export function InstitucionCampos({ form, correoResponsable = true }: { form: CampoForm; correoResponsable?: boolean }) {
  return (
    <>
      <Seccion title="Datos de la institución">
        <Grid size={12}><Texto form={form} field="razonSocial" label="Razón social" required autoComplete="organization" /></Grid>
        <Grid size={mitad}>
          <Texto form={form} field="rfc" label="RFC" required autoComplete="off" helperText="12 caracteres (persona moral) o 13 (persona física)." htmlInput={{ maxLength: 15, ...upper }} />
        </Grid>
        <Grid size={mitad}><Seleccion form={form} field="tipo" label="Tipo de institución" required options={choices(TIPOS_INSTITUCION)} /></Grid>
        <Grid size={mitad}><Seleccion form={form} field="sector" label="Sector" required options={choices(SECTORES)} /></Grid>
        <Grid size={mitad}>
          <Texto form={form} field="sitioWeb" label="Sitio web" type="url" autoComplete="url" helperText="Opcional, por ejemplo https://www.ejemplo.org.mx" htmlInput={{ inputMode: 'url', autoCapitalize: 'none', spellCheck: false, maxLength: 300 }} />
        </Grid>
      </Seccion>
      <Seccion title="Domicilio">
        <DomicilioCampos form={form} />
      </Seccion>
      <Seccion title="Responsable" description="La persona que atiende a los prestadores de servicio social y recibe los avisos de la universidad.">
        <Grid size={mitad}><Texto form={form} field="responsable.nombre" label="Nombre del responsable" required autoComplete="name" /></Grid>
        <Grid size={mitad}><Texto form={form} field="responsable.cargo" label="Cargo" required autoComplete="organization-title" /></Grid>
        <Grid size={mitad}>
          <Texto
            form={form}
            field="responsable.correo"
            label="Correo del responsable"
            required
            type="email"
            autoComplete="email"
            disabled={!correoResponsable}
            helperText={correoResponsable ? 'Con este correo se inicia sesión; le enviaremos un enlace para confirmarlo.' : undefined}
            htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false, maxLength: 254 }}
          />
        </Grid>
        <Grid size={mitad}>
          <Texto form={form} field="responsable.telefono" label="Teléfono del responsable" required type="tel" autoComplete="tel-national" helperText="10 dígitos." htmlInput={{ inputMode: 'tel', maxLength: 20 }} />
        </Grid>
      </Seccion>
    </>
  );
}
