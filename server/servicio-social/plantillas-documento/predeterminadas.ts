// The office's starting templates, in the shape of the usual Mexican formats (TecNM's and UNAM's servicio social
// letters and reports). Seeded once; the office edits them in the staff app. Only fields of CAMPOS_DOCUMENTO.
import { APP_NAME } from '../../../shared/routes';
import type { TipoDocumento } from '../../../shared/servicio-social/documentos';

export interface PlantillaPredeterminada {
  titulo: string;
  encabezado: string;
  cuerpo: string;
  pie: string;
  limitePalabras: number | null;
}

const ENCABEZADO_OFICINA = `<h2>${APP_NAME}</h2><p>Dirección de Vinculación · Oficina de Servicio Social</p>`;
const ENCABEZADO_INSTITUCION = '<h2>{{institucion}}</h2><p>Programa: {{programaServicio}}</p>';
const LUGAR_FECHA = '<p style="text-align:right">Guadalajara, Jalisco, a {{fecha}}</p>';
// The signature blocks themselves (a line, the name and the role of the student and of each approver) are drawn by
// the PDF from the approvals (pdf.ts), so that the printed signer is always the one who signed electronically.
const ATENTAMENTE = '<p style="text-align:center">Atentamente</p>';

export const PLANTILLAS_PREDETERMINADAS: Record<Exclude<TipoDocumento, 'libre'>, PlantillaPredeterminada> = {
  situacion: {
    titulo: 'Carta de situación académica',
    encabezado: ENCABEZADO_OFICINA,
    cuerpo: `${LUGAR_FECHA}<p><strong>A quien corresponda:</strong></p>
<p>Por medio de la presente se hace constar que <strong>{{nombreCompleto}}</strong>, con matrícula <strong>{{matricula}}</strong> y CURP {{curp}}, es estudiante regular del programa <strong>{{programa}}</strong>, cursa el {{semestre}}.º semestre y ha acreditado el <strong>{{creditos}}</strong> de los créditos de su plan de estudios, por lo que cumple el porcentaje requerido para prestar su servicio social.</p>
<p>Se extiende la presente a petición del interesado para los fines que a este convengan.</p>`,
    pie: ATENTAMENTE,
    limitePalabras: null,
  },
  presentacion: {
    titulo: 'Carta de presentación',
    encabezado: ENCABEZADO_OFICINA,
    cuerpo: `${LUGAR_FECHA}<p><strong>{{supervisor}}</strong><br>{{institucion}}<br>Presente</p>
<p>Por este conducto nos permitimos presentar a <strong>{{nombreCompleto}}</strong>, estudiante del programa <strong>{{programa}}</strong> con matrícula <strong>{{matricula}}</strong> y {{creditos}} de créditos, quien desea realizar su servicio social en el programa «{{programaServicio}}» de esa institución durante el periodo {{periodo}}, a partir del {{fechaInicio}}, cubriendo un total de {{horasRequeridas}} horas.</p>
<p>Agradecemos de antemano las facilidades que brinde al estudiante y quedamos a sus órdenes para cualquier aclaración.</p>`,
    pie: ATENTAMENTE,
    limitePalabras: null,
  },
  aceptacion: {
    titulo: 'Carta de aceptación',
    encabezado: ENCABEZADO_INSTITUCION,
    cuerpo: `${LUGAR_FECHA}<p><strong>Oficina de Servicio Social</strong><br>${APP_NAME}<br>Presente</p>
<p>Por medio de la presente le informamos que <strong>{{nombreCompleto}}</strong>, estudiante del programa {{programa}} con matrícula {{matricula}}, ha sido aceptado(a) para realizar su servicio social en el programa «{{programaServicio}}», bajo la supervisión de {{supervisor}}, del {{fechaInicio}} al {{fechaFin}}, cubriendo {{horasRequeridas}} horas.</p>
<h3>Actividades que realizará</h3><ul><li>Describa aquí las actividades principales.</li></ul>
<p>Sin otro particular, reciba un cordial saludo.</p>`,
    pie: ATENTAMENTE,
    limitePalabras: 800,
  },
  compromiso: {
    titulo: 'Carta compromiso',
    encabezado: ENCABEZADO_OFICINA,
    cuerpo: `${LUGAR_FECHA}<p>Yo, <strong>{{nombreCompleto}}</strong>, estudiante del programa {{programa}} con matrícula {{matricula}}, me comprometo a realizar mi servicio social en {{institucion}}, en el programa «{{programaServicio}}», durante el periodo {{periodo}}, hasta cubrir {{horasRequeridas}} horas.</p>
<h3>Me comprometo a</h3><ol><li>Cumplir el horario y las actividades acordadas con mi supervisor(a), {{supervisor}}.</li><li>Registrar mis horas y entregar un informe mensual y un informe final en las fechas indicadas.</li><li>Conducirme con respeto y confidencialidad en la institución receptora.</li><li>Avisar a la oficina de servicio social de cualquier cambio o baja.</li></ol>
<h3>Horario</h3><table><tbody><tr><td><strong>Día</strong></td><td><strong>Horario</strong></td></tr><tr><td>Lunes a viernes</td><td>Escriba su horario</td></tr></tbody></table>`,
    pie: '',
    limitePalabras: 600,
  },
  informe_mensual: {
    titulo: 'Informe mensual',
    encabezado: ENCABEZADO_OFICINA,
    cuerpo: `<p><strong>Estudiante:</strong> {{nombreCompleto}} · {{matricula}} · {{programa}}</p>
<p><strong>Institución:</strong> {{institucion}} · <strong>Programa:</strong> {{programaServicio}}</p>
<p><strong>Mes:</strong> {{mes}} · <strong>Horas del mes:</strong> {{horasMes}} · <strong>Horas aprobadas acumuladas:</strong> {{horasAprobadas}} de {{horasRequeridas}}</p>
<h3>Actividades realizadas</h3><p>Describa las actividades del mes.</p>
<h3>Logros y dificultades</h3><p></p>`,
    pie: '',
    limitePalabras: 1000,
  },
  informe_final: {
    titulo: 'Informe final',
    encabezado: ENCABEZADO_OFICINA,
    cuerpo: `<p><strong>Estudiante:</strong> {{nombreCompleto}} · {{matricula}} · {{programa}}</p>
<p><strong>Institución:</strong> {{institucion}} · <strong>Programa:</strong> {{programaServicio}} · <strong>Periodo:</strong> {{fechaInicio}} al {{fechaFin}}</p>
<h3>Objetivo del programa</h3><p></p><h3>Actividades realizadas</h3><p></p><h3>Resultados</h3><p></p><h3>Reflexión personal</h3><p></p>`,
    pie: '',
    limitePalabras: 3000,
  },
  constancia: {
    titulo: 'Constancia de terminación',
    encabezado: ENCABEZADO_INSTITUCION,
    cuerpo: `${LUGAR_FECHA}<p><strong>A quien corresponda:</strong></p>
<p>Se hace constar que <strong>{{nombreCompleto}}</strong>, estudiante del programa {{programa}} con matrícula {{matricula}}, concluyó satisfactoriamente su servicio social en esta institución, en el programa «{{programaServicio}}», del {{fechaInicio}} al {{fechaFin}}, cubriendo un total de <strong>{{horasAprobadas}} horas</strong>.</p>
<p>Se extiende la presente para los fines que al interesado convengan.</p>`,
    pie: ATENTAMENTE,
    limitePalabras: null,
  },
  liberacion: {
    titulo: 'Carta de liberación de servicio social',
    encabezado: ENCABEZADO_OFICINA,
    cuerpo: `${LUGAR_FECHA}<p><strong>A quien corresponda:</strong></p>
<p>La Oficina de Servicio Social hace constar que <strong>{{nombreCompleto}}</strong>, con matrícula {{matricula}} y CURP {{curp}}, del programa {{programa}}, <strong>liberó su servicio social</strong> en {{institucion}}, programa «{{programaServicio}}», del {{fechaInicio}} al {{fechaFin}}, con un total de {{horasAprobadas}} horas, en cumplimiento del artículo 5.º constitucional y su reglamento.</p>`,
    pie: ATENTAMENTE,
    limitePalabras: null,
  },
};
