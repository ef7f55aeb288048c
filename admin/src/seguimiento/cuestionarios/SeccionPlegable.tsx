import { useState, type ReactNode } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useSimpleFormIteratorItem, useSourceContext, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { ts } from '../textos';

/**
 * A section's questions, folded until staff open them. A tracer questionnaire has some sixty questions of ten inputs
 * each: rendered at once, the editor took seconds to show its title. Folded questions keep their values (the form
 * does not unregister them) and are sent with the rest; a section the server refuses opens by itself on its errors.
 */
export const SeccionPlegable = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const fuente = useSourceContext().getSource('preguntas');
  const preguntas = useWatch({ name: fuente }) as unknown[] | undefined;
  const { errors } = useFormState({ name: fuente });
  const conErrores = fuente.split('.').reduce<unknown>((e, parte) => (e as Record<string, unknown> | undefined)?.[parte], errors) !== undefined;
  const n = preguntas?.length ?? 0;
  // A new section (no questions yet) opens, so the first question can be added at once.
  const [abierta, setAbierta] = useState(n === 0);
  const idResumen = `seccion-${index}-preguntas`;
  return (
    <Accordion
      expanded={abierta || conErrores}
      onChange={(_e, abrir) => setAbierta(abrir)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ mt: 1, mb: 2, width: '100%' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${idResumen}-detalle`} id={idResumen}>
        <Typography component="span">
          {translate(ts('preguntasDeSeccion'), { smart_count: n })}
          {conErrores ? ` · ${translate(ts('seccionConErrores'))}` : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${idResumen}-detalle`}>{children}</AccordionDetails>
    </Accordion>
  );
};
