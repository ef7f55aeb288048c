// The reminders' Spanish texts: one action each, rendered by the shared branded mail layout.
import type { ActionMail } from '../../mail/templates';

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** «2027-03» → «marzo de 2027». */
export const nombreMes = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`;
/** «2027-03-09» → «9 de marzo de 2027». */
export const fechaLarga = (fecha: string) => `${Number(fecha.slice(8, 10))} de ${nombreMes(fecha.slice(0, 7))}`;

export const correoInformeVencido = (d: { nombre: string; mes: string; url: string }): ActionMail => ({
  title: `Informe mensual de ${nombreMes(d.mes)} pendiente`,
  greeting: `Hola, ${d.nombre}:`,
  paragraphs: [
    `El mes de ${nombreMes(d.mes)} ya terminó y aún no ha enviado su informe mensual de servicio social.`,
    'Sus horas de ese mes solo cuentan cuando su supervisor aprueba el informe. Redáctelo y envíelo a revisión lo antes posible.',
  ],
  action: { label: 'Escribir el informe mensual', url: d.url },
});

export const correoInformeEnEspera = (d: { estudiante: string; documento: string; enviado: string; dias: number; url: string }): ActionMail => ({
  title: `${d.documento} de ${d.estudiante} en espera de revisión`,
  greeting: 'Estimada supervisora, estimado supervisor:',
  paragraphs: [
    `${d.estudiante} envió su ${d.documento.toLowerCase()} el ${fechaLarga(d.enviado)} y lleva ${d.dias} días hábiles esperando su revisión.`,
    'Mientras no lo apruebe o le haga observaciones, las horas del estudiante no cuentan para su servicio social.',
  ],
  action: { label: 'Revisar el informe', url: d.url },
});

export const correoDuracionMaxima = (d: { nombre: string; limite: string; aprobadas: number; requeridas: number; url: string }): ActionMail => ({
  title: 'Su servicio social está por alcanzar su duración máxima',
  greeting: `Hola, ${d.nombre}:`,
  paragraphs: [
    `Su servicio social debe concluir a más tardar el ${fechaLarga(d.limite)}, y lleva ${d.aprobadas} de ${d.requeridas} horas aprobadas.`,
    'Registre sus horas, envíe los informes pendientes y, si no alcanzará a terminar, comuníquese con la oficina de servicio social.',
  ],
  action: { label: 'Ver mis horas', url: d.url },
});

export const correoDuracionMaximaInstitucion = (d: { estudiante: string; limite: string; aprobadas: number; requeridas: number; url: string }): ActionMail => ({
  title: `El servicio social de ${d.estudiante} está por alcanzar su duración máxima`,
  greeting: 'Estimada supervisora, estimado supervisor:',
  paragraphs: [
    `El servicio social de ${d.estudiante} debe concluir a más tardar el ${fechaLarga(d.limite)}; lleva ${d.aprobadas} de ${d.requeridas} horas aprobadas.`,
    'Revise los informes que tenga pendientes para que sus horas cuenten a tiempo.',
  ],
  action: { label: 'Ver el estudiante', url: d.url },
});
