/** The XML area's two screens, one chunk that routes.tsx loads when /app/xml opens. */
export { XmlNotaPage } from './xml-nota-page.js';
export { XmlPage } from './xml-page.js';
