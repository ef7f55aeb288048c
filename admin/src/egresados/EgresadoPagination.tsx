import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import type { ListMeta } from '../providers/dataProvider';

const numero = new Intl.NumberFormat('es-MX');

/** The list's pagination; an estimated total (many matches) reads «1-25 de aprox. 100,000». */
export const EgresadoPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  if (!(meta as ListMeta | undefined)?.totalEstimado) return <Pagination />;
  // react-admin forwards it to MUI's TablePagination (after its own), though its props type leaves it out.
  const aprox = {
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('resources.egresados.pagina_aprox', { offsetBegin: from, offsetEnd: to, total: numero.format(count) }),
  } as PaginationProps;
  return <Pagination {...aprox} />;
};
