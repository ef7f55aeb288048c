import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ANIO_MINIMO, anioMaximo } from '../../../../../shared/egresados/fechas';
import { ENTIDADES_FEDERATIVAS, SEXOS, SITUACIONES_LABORALES, choices } from '../../../../../shared/egresados/valores';
import { SelectInput, type SelectInputProps } from '../../../components/SelectInput';
import { TextInput, type TextInputProps } from '../../../components/TextInput';
import type { FieldErrors } from '../../../lib/form';
import type { NivelCatalogo } from '../api/catalogo';
import { fieldId } from '../form/use-egresado-form';
import { CON_EMPLEO, type EgresadoFormValues, type FormField } from '../form/values';
import { CheckboxInput } from '../../../components/CheckboxInput';
import { DateInput, hoyISO } from './DateInput';

export interface FieldsProps {
  values: EgresadoFormValues;
  errors: FieldErrors;
  set: <K extends FormField>(field: K, value: EgresadoFormValues[K]) => void;
  blur: (field: FormField) => void;
  niveles: NivelCatalogo[];
  /** The catalog is still on its way: the level field is disabled meanwhile. */
  cargandoNiveles?: boolean;
  /** The graduate's update: the matrícula is shown, not edited. */
  matriculaFija?: boolean;
  /** A program no longer offered that the record still has (update form only). */
  programaActual?: { id: number; nombre: string; nivelId: number; nivel: string };
}

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `seccion-${title.toLowerCase().replace(/[^a-záéíóúñ]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {/* A 12-column CSS grid on a Box: MUI's Grid adds about 2 KB gzip to the form's first load for the same. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}>
        {children}
      </Box>
    </Paper>
  );
}

const half = { xs: 12, sm: 6 } as const;

/** One cell of a FormSection: the whole row (12) or half of it from the small breakpoint on. */
function Cell({ size, children }: { size: 12 | typeof half; children: ReactNode }) {
  const span = (n: number) => `span ${n}`;
  return <Box sx={{ gridColumn: size === 12 ? span(12) : { xs: span(size.xs), sm: span(size.sm) } }}>{children}</Box>;
}

/** The graduate's data in four short sections; labels, keyboards and autofill hints chosen for a phone. */
export function EgresadoFields({ values, errors, set, blur, niveles: activos, cargandoNiveles, matriculaFija, programaActual }: FieldsProps) {
  // A level retired after the graduate registered still shows, so their record can be saved as it is.
  const niveles =
    programaActual && !activos.some((n) => n.id === programaActual.nivelId)
      ? [...activos, { id: programaActual.nivelId, nombre: programaActual.nivel, programas: [] }]
      : activos;
  const text = (field: FormField, label: string, props: Partial<TextInputProps> = {}) => {
    const { htmlInput, helperText, ...rest } = props;
    return (
      <TextInput
        id={fieldId(field)}
        name={field}
        label={label}
        fullWidth
        value={values[field] as string}
        onChange={(e) => set(field, e.target.value as never)}
        onBlur={() => blur(field)}
        error={!!errors[field]}
        helperText={errors[field] ?? helperText}
        {...rest}
        htmlInput={{ maxLength: 200, ...htmlInput }}
      />
    );
  };

  const date = (
    field: 'fechaNacimiento' | 'fechaEgreso' | 'fechaTitulacion',
    label: string,
    props: { helperText: string; maxDate?: string },
  ) => (
    <DateInput
      id={fieldId(field)}
      label={label}
      value={values[field]}
      onChange={(v) => set(field, v)}
      onBlur={() => blur(field)}
      error={errors[field]}
      {...props}
    />
  );

  const select = (field: FormField, label: string, options: { id: string | number; name: string }[], props: Partial<SelectInputProps> = {}) => {
    const { helperText, ...rest } = props;
    return (
    <SelectInput
      id={fieldId(field)}
      name={field}
      label={label}
      fullWidth
      value={values[field] as string}
      onChange={(e) => set(field, e.target.value as never)}
      onBlur={() => blur(field)}
      error={!!errors[field]}
      helperText={errors[field] ?? helperText}
      {...rest}
      shrink
    >
      <option value="">Seleccione…</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </SelectInput>
    );
  };

  const nivel = niveles.find((n) => String(n.id) === values.nivelId);
  const programas = (nivel?.programas ?? []).map((p) => ({ id: p.id, name: p.nombre }));
  if (programaActual && String(programaActual.nivelId) === values.nivelId && !programas.some((p) => p.id === programaActual.id)) {
    programas.unshift({ id: programaActual.id, name: programaActual.nombre });
  }
  const hoy = hoyISO();

  return (
    <>
      <FormSection title="Datos personales">
        <Cell size={12}>{text('nombre', 'Nombre(s)', { required: true, autoComplete: 'given-name' })}</Cell>
        <Cell size={half}>{text('apellidoPaterno', 'Apellido paterno', { required: true, autoComplete: 'family-name' })}</Cell>
        <Cell size={half}>{text('apellidoMaterno', 'Apellido materno', { autoComplete: 'additional-name' })}</Cell>
        <Cell size={12}>
          {text('curp', 'CURP', {
            helperText: '18 caracteres, como aparece en su acta o constancia. Opcional.',
            htmlInput: { maxLength: 18, autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } },
            autoComplete: 'off',
          })}
        </Cell>
        <Cell size={half}>{select('sexo', 'Sexo', choices(SEXOS))}</Cell>
        <Cell size={half}>
          {date('fechaNacimiento', 'Fecha de nacimiento', { helperText: 'Día, mes y año', maxDate: hoy })}
        </Cell>
      </FormSection>

      <FormSection title="Datos académicos">
        <Cell size={12}>
          {matriculaFija ? (
            <TextInput
              id={fieldId('matricula')}
              label="Matrícula"
              value={values.matricula}
              fullWidth
              helperText="La matrícula solo la corrige la oficina de egresados."
              htmlInput={{ readOnly: true }}
            />
          ) : (
            text('matricula', 'Matrícula o número de control', {
              required: true,
              htmlInput: { maxLength: 30, autoCapitalize: 'characters', spellCheck: false },
              autoComplete: 'off',
            })
          )}
        </Cell>
        <Cell size={half}>
          {select(
            'nivelId',
            'Nivel de estudios',
            niveles.map((n) => ({ id: n.id, name: n.nombre })),
            {
              required: true,
              disabled: cargandoNiveles,
              onChange: (e) => {
                set('nivelId', e.target.value);
                const keeps = niveles.find((n) => String(n.id) === e.target.value)?.programas.some((p) => String(p.id) === values.programaId);
                if (!keeps) set('programaId', '');
              },
            },
          )}
        </Cell>
        <Cell size={half}>
          {select('programaId', 'Programa', programas, {
            required: true,
            disabled: !nivel,
            helperText: nivel ? undefined : 'Elija primero el nivel de estudios.',
          })}
        </Cell>
        <Cell size={half}>
          {text('anioEgreso', 'Año de egreso', {
            required: true,
            helperText: 'El año en que terminó sus estudios, por ejemplo 2022.',
            htmlInput: { inputMode: 'numeric', maxLength: 9, min: ANIO_MINIMO, max: anioMaximo() },
          })}
        </Cell>
        <Cell size={half}>
          {date('fechaEgreso', 'Fecha de egreso', { helperText: 'Opcional. Día, mes y año' })}
        </Cell>
        <Cell size={half}>
          <CheckboxInput
            id={fieldId('titulado')}
            name="titulado"
            checked={values.titulado}
            onChange={(checked) => set('titulado', checked)}
            label="Ya estoy titulado(a)"
          />
        </Cell>
        {values.titulado && (
          <Cell size={half}>
            {date('fechaTitulacion', 'Fecha de titulación', { helperText: 'Opcional. Día, mes y año', maxDate: hoy })}
          </Cell>
        )}
      </FormSection>

      <FormSection title="Situación laboral">
        <Cell size={12}>{select('situacionLaboral', 'Situación laboral actual', choices(SITUACIONES_LABORALES))}</Cell>
        {CON_EMPLEO.has(values.situacionLaboral) && (
          <>
            <Cell size={half}>{text('empresa', values.situacionLaboral === 'emprendedor' ? 'Empresa o negocio' : 'Empresa o institución', { autoComplete: 'organization' })}</Cell>
            <Cell size={half}>{text('puesto', 'Puesto', { autoComplete: 'organization-title' })}</Cell>
          </>
        )}
      </FormSection>

      <FormSection title="Contacto" description="Le enviaremos un correo para confirmar que la dirección es suya.">
        <Cell size={12}>
          {text('correo', 'Correo electrónico', {
            required: true,
            type: 'email',
            autoComplete: 'email',
            htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false, maxLength: 254 },
          })}
        </Cell>
        <Cell size={half}>
          {text('telefono', 'Teléfono celular', {
            type: 'tel',
            autoComplete: 'tel-national',
            helperText: '10 dígitos. Opcional.',
            htmlInput: { inputMode: 'tel', maxLength: 20 },
          })}
        </Cell>
        <Cell size={half}>{select('entidadFederativa', 'Entidad federativa donde reside', choices(ENTIDADES_FEDERATIVAS))}</Cell>
      </FormSection>
    </>
  );
}
