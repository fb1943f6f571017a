import { Button, SkipLink, TopBar, TopBarLink } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { LanguageSelect } from '../../features/language/language-select.js';

/** The frame of every page: the top bar of SPEC §2 around the current route. */
export function AppShell() {
  const intl = useIntl();
  const { pathname } = useLocation();

  return (
    <>
      <SkipLink targetId="main">{intl.formatMessage({ id: 'nav.skipToContent' })}</SkipLink>
      <TopBar
        brand={
          <Link to="/" aria-label={intl.formatMessage({ id: 'nav.home' })}>
            <img src="/favicon.svg" alt="" width={36} height={36} />
          </Link>
        }
        navigationLabel={intl.formatMessage({ id: 'nav.main' })}
        menuLabel={intl.formatMessage({ id: 'nav.menu' })}
        navigation={
          <>
            <TopBarLink>
              <NavLink to="/license">{intl.formatMessage({ id: 'nav.licenses' })}</NavLink>
            </TopBarLink>
            <TopBarLink>
              <NavLink to="/download">{intl.formatMessage({ id: 'nav.download' })}</NavLink>
            </TopBarLink>
            <TopBarLink>
              <NavLink to="/support">{intl.formatMessage({ id: 'nav.support' })}</NavLink>
            </TopBarLink>
          </>
        }
        actions={
          <>
            {/* SPEC §2: the free-trial link is highlighted everywhere but on /license itself. */}
            {pathname !== '/license' ? (
              <Button asChild variant="highlight" size="small">
                <Link to="/license">{intl.formatMessage({ id: 'nav.freeTrial' })}</Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary" size="small">
              <Link to="/signin">{intl.formatMessage({ id: 'nav.signIn' })}</Link>
            </Button>
            <Button asChild size="small">
              <Link to="/signup">{intl.formatMessage({ id: 'nav.signUp' })}</Link>
            </Button>
          </>
        }
        utility={<LanguageSelect />}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
