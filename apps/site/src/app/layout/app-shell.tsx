import { Button, SkipLink, TopBar, TopBarLink } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { LanguageSelect } from '../../features/language/language-select.js';

/** The frame of every page: the top bar of SPEC §2 around the current route. */
export function AppShell() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <>
      <SkipLink targetId="main">{t('nav.skipToContent')}</SkipLink>
      <TopBar
        brand={
          <Link to="/" aria-label={t('nav.home')}>
            <img src="/favicon.svg" alt="" width={36} height={36} />
          </Link>
        }
        navigationLabel={t('nav.main')}
        menuLabel={t('nav.menu')}
        navigation={
          <>
            <TopBarLink>
              <NavLink to="/license">{t('nav.licenses')}</NavLink>
            </TopBarLink>
            <TopBarLink>
              <NavLink to="/download">{t('nav.download')}</NavLink>
            </TopBarLink>
            <TopBarLink>
              <NavLink to="/support">{t('nav.support')}</NavLink>
            </TopBarLink>
          </>
        }
        actions={
          <>
            {/* SPEC §2: the free-trial link is highlighted everywhere but on /license itself. */}
            {pathname !== '/license' ? (
              <Button asChild variant="highlight" size="small">
                <Link to="/license">{t('nav.freeTrial')}</Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary" size="small">
              <Link to="/signin">{t('nav.signIn')}</Link>
            </Button>
            <Button asChild size="small">
              <Link to="/signup">{t('nav.signUp')}</Link>
            </Button>
            <LanguageSelect />
          </>
        }
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
