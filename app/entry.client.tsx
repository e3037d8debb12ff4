import { hydrateDocument } from './render/hydrate-document';

// How the document hydrates, and the tricks that change it (each behind a switch): app/render/.
hydrateDocument();
