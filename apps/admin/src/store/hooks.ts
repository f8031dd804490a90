import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './index';
import { useMeQuery, type StaffMember } from './session-api';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The signed-in member of staff. Only for screens inside RequireStaff, which renders them once the
 * member is known.
 */
export function useStaffMember(): StaffMember {
  const { data } = useMeQuery();
  if (!data) throw new Error('useStaffMember is used outside RequireStaff');
  return data;
}
