import { SessionProvider } from '../../components/session-provider/session-provider.js';
import { AppShell } from './app-shell.js';

/** The router's root: the session (it navigates, so it lives inside the router) and the shell. */
export function RootLayout() {
  return (
    <SessionProvider>
      <AppShell />
    </SessionProvider>
  );
}
