import { useEffect } from 'react';
import { notify } from '../../app/toaster';

/**
 * Shows an error toast once each time `error` becomes set, e.g. a list query that failed to load
 * ('Failed to fetch videos'), and logs the error itself for the console.
 */
export const useErrorToast = (error: unknown, title: string, description?: string) => {
  useEffect(() => {
    if (!error) return;
    console.error(description ?? title, error);
    notify('error', title, description);
  }, [error, title, description]);
};
