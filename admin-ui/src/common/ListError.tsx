import { useListContext } from 'react-admin';
import { ErrorState } from './ErrorState';

/** react-admin's `error` slot of a List: the failure and a Retry that refetches the page. */
export const ListError = () => {
  const { error, refetch, isFetching } = useListContext();
  return (
    <ErrorState
      error={error}
      retrying={isFetching}
      onRetry={() => {
        void refetch();
      }}
    />
  );
};
