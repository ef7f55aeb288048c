// schema.org JobPosting for an offer's page, so search engines list it (Google's required and recommended fields).
import type { Jornada } from './valores';

const TIPO_EMPLEO: Record<Jornada, string> = { tiempo_completo: 'FULL_TIME', medio_tiempo: 'PART_TIME', por_proyecto: 'CONTRACTOR', practicas: 'INTERN' };

export interface OfertaJsonLd {
  id: number;
  titulo: string;
  descripcion: string;
  empleador: string;
  publicadaEn: string | null;
  cierre: string;
  jornada: string;
  modalidad: string;
  municipio: string;
  entidadNombre: string;
  sueldoMin: number | null;
  sueldoMax: number | null;
}

export function jobPosting(o: OfertaJsonLd, url: string): Record<string, unknown> {
  const remoto = o.modalidad === 'remoto';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: o.titulo,
    description: o.descripcion,
    identifier: { '@type': 'PropertyValue', name: o.empleador, value: String(o.id) },
    datePosted: o.publicadaEn?.slice(0, 10),
    // The offer leaves search at the end of its closing day, Mexico City time.
    validThrough: `${o.cierre}T23:59:59-06:00`,
    employmentType: TIPO_EMPLEO[o.jornada as Jornada] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: o.empleador },
    ...(remoto
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'MX' } }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: o.municipio, addressRegion: o.entidadNombre, addressCountry: 'MX' } } }),
    ...(o.sueldoMin !== null
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'MXN', value: { '@type': 'QuantitativeValue', minValue: o.sueldoMin, maxValue: o.sueldoMax ?? o.sueldoMin, unitText: 'MONTH' } } }
      : {}),
    url,
  };
}

/** The JSON for a <script type="application/ld+json">: «<» escaped so no text can close the element. */
export const jsonLdTexto = (datos: unknown) => JSON.stringify(datos).replace(/</g, '\\u003c');
