import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from './session';
import { paths } from '@/lib/paths';

export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession('signedOut');
    void navigate(paths.signIn(), { replace: true });
  }, [navigate]);
}
