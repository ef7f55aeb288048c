import { describe, expect, it } from 'vitest';
import { jobPosting, jsonLdTexto } from './json-ld';

const base = {
  id: 7, titulo: 'Analista', descripcion: '<p>Analizar datos</p>', empleador: 'Datos S.A.', publicadaEn: '2026-12-01T16:00:00.000Z', cierre: '2027-01-15',
  jornada: 'tiempo_completo', modalidad: 'presencial', municipio: 'Zapopan', entidadNombre: 'Jalisco', sueldoMin: 18000, sueldoMax: 25000,
};

describe('JobPosting JSON-LD', () => {
  it('carries the required fields, the place and the monthly salary', () => {
    const j = jobPosting(base, 'https://u.mx/bolsa-de-trabajo/oferta?id=7');
    expect(j).toMatchObject({
      '@type': 'JobPosting', title: 'Analista', datePosted: '2026-12-01', validThrough: '2027-01-15T23:59:59-06:00', employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Datos S.A.' }, jobLocation: { address: { addressLocality: 'Zapopan', addressRegion: 'Jalisco', addressCountry: 'MX' } },
      baseSalary: { currency: 'MXN', value: { minValue: 18000, maxValue: 25000, unitText: 'MONTH' } },
    });
  });
  it('remote: TELECOMMUTE without a place; no salary when not published', () => {
    const j = jobPosting({ ...base, modalidad: 'remoto', sueldoMin: null, sueldoMax: null, jornada: 'practicas' }, 'x');
    expect(j).toMatchObject({ jobLocationType: 'TELECOMMUTE', employmentType: 'INTERN' });
    expect(j).not.toHaveProperty('jobLocation');
    expect(j).not.toHaveProperty('baseSalary');
  });
  it('cannot close its script element', () => {
    expect(jsonLdTexto({ t: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
