// The whole app's stylesheet as a chunk of its own: the pages that need it import this module
// (routes.tsx), so the build loads app.css with them and the service worker keeps it.
import './app.css';
