import { useEffect } from 'react';

/**
 * Pages no search engine should list: the admin area and the guests' private booking links (robots.txt keeps
 * crawlers out too; this covers a page reached by a link from elsewhere).
 */
export const useNoIndex = () =>
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
