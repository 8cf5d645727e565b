import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CreateTutorRequest, UpdateTutorRequest } from '@portal/contracts';
import { DASHBOARD_KEY, useInvalidate } from '../common/useInvalidate';
import type { PortalDataProvider } from '../providers/dataProvider';
import { TUTORS_QUERY_KEY } from './useTutors';

/** After a save the lists and the dashboard's figures are read again. */
const useRefreshTutors = () => useInvalidate(TUTORS_QUERY_KEY, DASHBOARD_KEY);

export function useCreateTutor() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefreshTutors();
  return useMutation({
    mutationFn: (request: CreateTutorRequest) => dataProvider.createTutor(request),
    onSuccess: refresh,
  });
}

export function useUpdateTutor() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefreshTutors();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: UpdateTutorRequest }) =>
      dataProvider.updateTutor(id, request),
    onSuccess: refresh,
  });
}
