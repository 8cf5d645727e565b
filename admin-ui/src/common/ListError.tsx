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

/**
 * The list's own error state says what failed, so react-admin's extra toast for a failed load is
 * turned off (its sign-out on 401 is unaffected: that runs in the data provider hook).
 */
export const quietListQuery = { onError: () => undefined };
