import type { Language } from '@app/contracts';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../components/language-provider/language-provider.js';

export function Providers({ children, language }: { children: ReactNode; language?: Language }) {
  return <LanguageProvider language={language}>{children}</LanguageProvider>;
}
