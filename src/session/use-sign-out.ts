import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from './session';

export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession('signedOut');
    void navigate('/auth/boxed-signin', { replace: true });
  }, [navigate]);
}
