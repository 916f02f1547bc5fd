import { createContext, useContext, type ReactNode } from 'react';

/** What a page says about itself for the document head: its title and description. */
export interface DocumentMeta {
  title: string;
  description: string;
}

const DocumentMetaContext = createContext<DocumentMeta | null>(null);

/**
 * Given only by the build-time prerenderer, which cannot run effects: pages write their meta into it while
 * rendering, and the prerenderer puts it into the static HTML's head.
 */
export const DocumentMetaCollector = ({ meta, children }: { meta: DocumentMeta; children: ReactNode }) => (
  <DocumentMetaContext.Provider value={meta}>{children}</DocumentMetaContext.Provider>
);

export const useDocumentMetaCollector = () => useContext(DocumentMetaContext);
