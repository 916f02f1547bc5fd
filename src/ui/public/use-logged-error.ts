import { useEffect } from 'react';

/**
 * Public lists show their empty state when a read fails; the failure goes to the console only.
 */
export const useLoggedError = (error: Error | null, what: string) => {
  useEffect(() => {
    if (error) console.error(`${what}:`, error);
  }, [error, what]);
};
