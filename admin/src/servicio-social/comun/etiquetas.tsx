import { FunctionField, type FunctionFieldProps } from 'react-admin';

/** Choices from one of the shared closed lists (already Spanish: no translation step). */
export const choicesDe = (lista: Record<string, string>) => Object.entries(lista).map(([id, name]) => ({ id, name }));

/** A stored key shown with its label from a shared closed list. */
export const EtiquetaField = ({ lista, ...props }: Omit<FunctionFieldProps, 'render'> & { lista: Record<string, string> }) => (
  <FunctionField {...props} render={(record) => {
    const valor = record[props.source ?? ''] as string | undefined;
    return valor ? (lista[valor] ?? valor) : '—';
  }} />
);
