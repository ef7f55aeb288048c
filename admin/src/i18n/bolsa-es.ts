// Bolsa de trabajo (issue 32): the staff screens' words.
const P = 'bolsa-de-trabajo/administracion';

export const bolsaResources = {
  [`${P}/empleadores`]: {
    name: 'Empleador |||| Empleadores',
    fields: {
      razonSocial: 'Razón social', rfc: 'RFC', giro: 'Giro', entidad: 'Entidad', municipio: 'Municipio', contactoNombre: 'Contacto',
      contactoCorreo: 'Correo del contacto', contactoTelefono: 'Teléfono', correoGratuito: 'Correo gratuito', correoConfirmado: 'Correo confirmado',
      estado: 'Estado', motivo: 'Motivo', habilitado: 'Bolsa habilitada', confiable: 'Confiable', createdAt: 'Registro', institucionId: 'Institución de servicio social',
    },
  },
  [`${P}/ofertas`]: {
    name: 'Oferta |||| Ofertas',
    fields: {
      titulo: 'Título', empleador: 'Empleador', descripcion: 'Descripción', modalidad: 'Modalidad', jornada: 'Jornada', entidad: 'Entidad', municipio: 'Municipio',
      sueldo: 'Sueldo', plazas: 'Plazas', cierre: 'Cierre', postulacionExterna: 'Postulación externa', estado: 'Estado', motivo: 'Nota de la oficina',
      publicadaEn: 'Publicada', createdAt: 'Recibida', revisionPosterior: 'Revisión posterior', renovada: 'Renovada', cubierta: 'Cubierta',
    },
  },
  [`${P}/candidaturas`]: {
    name: 'Candidatura |||| Candidaturas',
    fields: {
      oferta: 'Oferta', empleador: 'Empleador', nombre: 'Persona', correo: 'Correo', telefono: 'Teléfono', declaracion: 'Constancia', mensaje: 'Mensaje',
      estado: 'Estado', estadoEn: 'Último cambio', createdAt: 'Enviada', sinRespuesta: 'Sin respuesta (20 días hábiles)', ofertaId: 'Oferta',
    },
  },
};

export const bolsaApp = {
  menu: { grupo: 'Bolsa de trabajo', indicadores: 'Indicadores de colocación' },
  correo_gratuito: 'Correo de un servicio gratuito: confirme que la empresa existe antes de aprobarla.',
  filtros: { estado: 'Estado', sin_respuesta: 'Solo sin respuesta en 20 días hábiles' },
  empleador: {
    boton: 'Decidir',
    titulo: 'Decidir sobre %{nombre}',
    descripcion: 'La empresa recibe la decisión por correo. Aprobada, podrá publicar ofertas (cada una pasa por revisión, salvo que la marque como confiable).',
    aprobar: 'Aprobar la empresa',
    rechazar: 'Rechazar la empresa',
    motivo: 'Motivo',
    motivo_ayuda: 'Obligatorio al rechazar; se envía a la empresa.',
    hecho: { aprobar: 'Empresa aprobada', rechazar: 'Empresa rechazada' },
    confiable_si: 'Marcar como confiable',
    confiable_no: 'Quitar la confianza',
    confiable_titulo: '¿Cambiar la confianza en %{nombre}?',
    confiable_texto: 'Las ofertas de un empleador confiable se publican al instante y la oficina las revisa después. Sin confianza, cada oferta espera la revisión.',
    confiable_hecho: 'Confianza actualizada',
    habilitar: 'Habilitar la bolsa',
    deshabilitar: 'Deshabilitar la bolsa',
    habilitar_titulo: '¿Cambiar el acceso de %{nombre} a la bolsa?',
    habilitar_texto: 'Una institución de servicio social habilitada publica ofertas con su misma cuenta. Deshabilitada, deja de ver candidaturas y CV.',
    habilitar_hecho: 'Acceso a la bolsa actualizado',
  },
  oferta: {
    boton: 'Revisar',
    titulo: 'Revisar la oferta «%{nombre}»',
    descripcion: 'El empleador recibe la decisión por correo, con el motivo.',
    publicar: 'Publicar',
    observar: 'Devolver con observaciones',
    rechazar: 'Rechazar',
    motivo: 'Motivo u observaciones',
    motivo_ayuda: 'Obligatorio al devolver o rechazar; se envía al empleador.',
    hecho: { publicar: 'Oferta publicada', observar: 'Oferta devuelta con observaciones', rechazar: 'Oferta rechazada' },
    publicar_varias: 'Publicar las elegidas',
    publicar_varias_titulo: '¿Publicar %{smart_count} oferta? |||| ¿Publicar %{smart_count} ofertas?',
    publicar_varias_texto: 'Se publican en la búsqueda y cada empleador recibe un correo. Las que ya no esperan revisión se dejan como están.',
    publicadas: '%{publicadas} publicadas, %{omitidas} sin cambio',
    publicar_varias_hecho: 'Cada empleador recibió un correo con la publicación de su oferta.',
  },
  indicadores: {
    titulo: 'Indicadores de colocación',
    intro: 'Ofertas publicadas en el periodo y lo que resultó de ellas, por programa y generación. La tasa de colocación es contratados entre egresados que se postularon.',
    desde: 'Desde', hasta: 'Hasta', programa: 'Programa', generacion: 'Generación', todas: 'Todas',
    ofertas: 'Ofertas', plazas: 'Plazas', candidaturas: 'Candidaturas', contratados: 'Contratados', tasa: 'Tasa de colocación',
    dias_primera: 'Mediana de días a la primera candidatura', dias_contratacion: 'Mediana de días a la contratación', empleadores: 'Empleadores activos',
    total: 'Total', sin_datos: 'No hay ofertas publicadas en el periodo.', exportar_xlsx: 'Exportar XLSX', exportar_pdf: 'Exportar PDF', error: 'No se pudieron cargar los indicadores.',
  },
};
