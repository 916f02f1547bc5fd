import { useEffect } from 'react';
import { useDocumentMetaCollector } from '../app/document-meta';

const SITE_NAME = 'Tischlein';

const setMeta = (attribute: 'name' | 'property', key: string, content: string) => {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
};

/**
 * Sets the page's title and description (and their link-preview twins). In the browser that happens after
 * render, so rendering stays free of document access; the build-time prerenderer, which runs no effects,
 * collects them while rendering instead (decision 0006).
 */
export const useDocumentMeta = (title: string, description: string) => {
  const full = title.startsWith(SITE_NAME) ? title : `${title} – ${SITE_NAME}`;
  const collector = useDocumentMetaCollector();
  if (collector) {
    collector.title = full;
    collector.description = description;
  }
  useEffect(() => {
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
  }, [full, description]);
};
