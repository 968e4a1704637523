import { createContext, useContext } from 'react';

/**
 * False while the app's first render takes over a page's prerendered HTML (src/app/prerender.tsx,
 * src/main.tsx), so that render matches the HTML exactly; true once the app runs the page. A page
 * renders its loading state until then, and its own content after.
 */
export const AppRunningContext = createContext(true);

export const useAppRunning = () => useContext(AppRunningContext);
