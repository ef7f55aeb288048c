import { describe, expect, it } from 'vitest';
import type { DatosCombinacion } from '../../shared/egresados/combinacion';
import { APP_NAME } from '../../shared/routes';
import { compilarPlantilla } from './render';
import { sanitizarHtml } from './sanitizar';

const datos: DatosCombinacion = {
  nombre: 'Lucía',
  apellidoPaterno: 'Hernández',
  apellidoMaterno: 'Ruiz',
  nombreCompleto: 'Lucía Hernández Ruiz',
  matricula: 'A0123',
  correo: 'lucia@correo.mx',
  programa: 'Ingeniería Civil',
  nivel: 'Licenciatura',
  anioEgreso: '2019',
  enlaceActualizacion: 'https://egresados.universidad.mx/actualizar/abc?t=1&u=2',
  enlaceEncuesta: '',
};

const plantilla = compilarPlantilla({
  asunto: 'Hola {{ nombre }}, generación {{anioEgreso}}',
  cuerpoHtml: sanitizarHtml(
    '<p>Estimada {{nombreCompleto}} ({{matricula}}):</p><ol><li data-list="bullet">{{programa}}</li><li data-list="bullet">{{nivel}}</li></ol>' +
      '<p><a href="{{enlaceActualizacion}}">Actualice sus datos</a></p>',
  ),
});

describe('compilarPlantilla', () => {
  it('fills the fields in subject, HTML and text, with the university layout and the unsubscribe footer', () => {
    const msg = plantilla.render(datos, { enlaceBaja: 'https://egresados.universidad.mx/correo/baja?t=x&y=1' });
    expect(msg.asunto).toBe('Hola Lucía, generación 2019');
    expect(msg.html).toContain(`<title>Hola Lucía, generación 2019</title>`);
    expect(msg.html).toContain(`>${APP_NAME}</td>`);
    expect(msg.html).toContain('max-width:600px');
    expect(msg.html).toContain('<p>Estimada Lucía Hernández Ruiz (A0123):</p><ul><li>Ingeniería Civil</li><li>Licenciatura</li></ul>');
    expect(msg.html).toContain('<a href="https://egresados.universidad.mx/actualizar/abc?t=1&amp;u=2" target="_blank"');
    expect(msg.html).toContain(`Recibe este correo porque está registrado como egresado de ${APP_NAME}.`);
    expect(msg.html).toContain(
      '<a href="https://egresados.universidad.mx/correo/baja?t=x&amp;y=1" style="color:#475569;text-decoration:underline">Dejar de recibir estos correos</a>',
    );
    expect(msg.text).toContain('Estimada Lucía Hernández Ruiz (A0123):');
    expect(msg.text).toContain('• Ingeniería Civil\n• Licenciatura');
    expect(msg.text).toContain('Actualice sus datos (https://egresados.universidad.mx/actualizar/abc?t=1&u=2)');
    expect(msg.text.trimEnd().endsWith('Dejar de recibir estos correos: https://egresados.universidad.mx/correo/baja?t=x&y=1')).toBe(true);
  });

  it('leaves the unsubscribe link out when there is none', () => {
    const msg = plantilla.render(datos, {});
    expect(msg.html).not.toContain('Dejar de recibir');
    expect(msg.text).not.toContain('Dejar de recibir');
  });

  it('escapes merge values in the HTML but keeps them as typed in the text part', () => {
    const msg = plantilla.render({ ...datos, nombreCompleto: '<script>alert("x")</script> & <b>' }, {});
    expect(msg.html).toContain('Estimada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt; (A0123)');
    expect(msg.html).not.toContain('<script>');
    expect(msg.text).toContain('Estimada <script>alert("x")</script> & <b> (A0123)');
  });

  it('cannot add a header line through a value with CR/LF in the subject', () => {
    const msg = plantilla.render({ ...datos, nombre: 'Ana\r\nBcc: todos@x.mx\n' }, {});
    expect(msg.asunto).toBe('Hola Ana Bcc: todos@x.mx , generación 2019');
    expect(msg.asunto).not.toMatch(/[\r\n]/);
  });

  it('renders unknown or missing fields as empty text and says which fields it uses', () => {
    const p = compilarPlantilla({ asunto: '{{nombre}}', cuerpoHtml: '<p>[{{desconocido}}] [{{nivel}}]</p>' });
    const msg = p.render({}, {});
    expect(msg.html).toContain('<p>[] []</p>');
    expect(msg.asunto).toBe(APP_NAME);
    expect(p.usa('nivel')).toBe(true);
    expect(p.usa('enlaceActualizacion')).toBe(false);
    expect(plantilla.usa('enlaceActualizacion')).toBe(true);
  });

  it('renders 10,000 recipients with string work only', () => {
    const inicio = performance.now();
    let total = 0;
    for (let i = 0; i < 10_000; i++) {
      total += plantilla.render({ ...datos, nombre: `Egresado ${i}` }, { enlaceBaja: `https://u.mx/baja?t=${i}` }).html.length;
    }
    const ms = performance.now() - inicio;
    console.info(`render de 10,000 destinatarios: ${ms.toFixed(1)} ms`);
    expect(total).toBeGreaterThan(0);
  });
});
