import { createContext, useContext } from 'react';
import type { AppServices } from './services';

export const AppContext = createContext<AppServices | null>(null);

/** The application services; throws when rendered outside `AppContext.Provider`. */
export function useApp(): AppServices {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp 必须在 AppContext.Provider 内使用');
  return app;
}
