import { Title, useTranslate } from 'react-admin';

export const TableroPage = () => {
  const translate = useTranslate();
  return <Title title={translate('app.tablero.title')} />;
};
