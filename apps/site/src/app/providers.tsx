import type { ReactNode } from 'react';
import { LanguageProvider } from '../features/language/language-context.js';

export function Providers({ children }: { children: ReactNode }) {
  return <LanguageProvider>{children}</LanguageProvider>;
}
