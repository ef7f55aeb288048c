import { ENTIDADES_FEDERATIVAS, ORIGENES, SEXOS, SITUACIONES_LABORALES, choices } from '../../../shared/egresados/valores';

// The closed lists with their Spanish labels; selects show them as they are (translateChoice={false}).
export const sexoChoices = choices(SEXOS);
export const situacionChoices = choices(SITUACIONES_LABORALES);
export const origenChoices = choices(ORIGENES);
export const entidadChoices = choices(ENTIDADES_FEDERATIVAS);

export const label = <K extends string>(labels: Record<K, string>, value: K | null | undefined): string =>
  value ? (labels[value] ?? value) : '';
