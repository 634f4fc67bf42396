import { createBrowserRouter } from 'react-router';
import { routes } from './route-table';

/** The app's router, on the browser's address bar. */
export const router = createBrowserRouter(routes);
