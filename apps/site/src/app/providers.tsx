import type { Language } from '@app/contracts';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../features/language/language-context.js';

export function Providers({ children, language }: { children: ReactNode; language?: Language }) {
  return <LanguageProvider language={language}>{children}</LanguageProvider>;
}
