// For the institution's student detail page (docs helper) and the student's home.
export { EvaluacionSupervisor } from './EvaluacionSupervisor';
export { EvaluarEstudiante } from './EvaluarEstudiante';
export { RequisitosLiberacion } from './RequisitosLiberacion';
