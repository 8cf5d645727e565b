import { Pagination, useListContext } from 'react-admin';

/** react-admin's pagination, hidden while the page failed to load (its counts would be stale). */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;
};
