import { DeleteButton, useCanAccess } from 'react-admin';
import { R } from '../resourceNames';

/**
 * Deleting a graduate is for administrators only; others do not see the button (the server refuses anyway).
 * Its own file: the edit and show pages load as separate chunks and both carry it.
 */
export const EgresadoDeleteButton = () => {
  const { canAccess } = useCanAccess({ resource: R.egresados.egresados, action: 'delete' });
  if (!canAccess) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="resources.egresados.delete.title"
      confirmContent="resources.egresados.delete.content"
    />
  );
};
