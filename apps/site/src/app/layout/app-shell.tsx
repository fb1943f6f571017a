import { COMPANY, PRODUCT_NAME } from '@app/i18n';
import { Button, Footer, FooterLink, Logo, PageShell, TopBar, TopBarLink } from '@app/ui';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../components/session-provider/session-provider.js';
import { supportHours } from '../../content/support-hours.js';
import { LanguageSelect } from './language-select.js';
import { useServedPlan } from './use-served-plan.js';

/**
 * The frame of every page: the top bar and footer (docs/routes-and-screens.md#top-bar,
 * docs/routes-and-screens.md#footer) around the current route.
 */
export function AppShell() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { signedIn, signOut } = useSession();
  const plan = useServedPlan();
  useHeadingFocusOnNavigation();
  // docs/routes-and-screens.md#top-bar hides the free-trial link on /license only; a paying customer has no
  // trial to try (docs/subscriptions-and-money.md#trial), nor a colleague whose seat is paid for.
  const offerTrial = pathname !== '/license' && plan !== 'premium' && plan !== 'enterprise';

  return (
    <PageShell
      skipLinkLabel={intl.formatMessage({ id: 'nav.skipToContent' })}
      topBar={
        <TopBar
          brand={
            <Logo name={PRODUCT_NAME}>
              <Link to="/" />
            </Logo>
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
              {offerTrial ? (
                <Button asChild variant="highlight" size="small">
                  <Link to="/license">{intl.formatMessage({ id: 'nav.freeTrial' })}</Link>
                </Button>
              ) : null}
              {signedIn ? (
                <>
                  <Button asChild variant="secondary" size="small">
                    <Link to="/account">{intl.formatMessage({ id: 'nav.account' })}</Link>
                  </Button>
                  <Button variant="secondary" size="small" onClick={signOut}>
                    {intl.formatMessage({ id: 'nav.signOut' })}
                  </Button>
                </>
              ) : (
                <>
                  <Button asChild variant="secondary" size="small">
                    <Link to="/signin">{intl.formatMessage({ id: 'nav.signIn' })}</Link>
                  </Button>
                  <Button asChild size="small">
                    <Link to="/signup">{intl.formatMessage({ id: 'nav.signUp' })}</Link>
                  </Button>
                </>
              )}
            </>
          }
          utility={<LanguageSelect />}
        />
      }
      footer={
        <Footer
          navigationLabel={intl.formatMessage({ id: 'footer.navigation' })}
          brand={
            <>
              <Logo name={PRODUCT_NAME} tone="inverse" size="small" />
              <FormattedMessage id="footer.tagline" />
            </>
          }
          links={[
            <FooterLink key="about">
              <Link to="/about">{intl.formatMessage({ id: 'footer.about' })}</Link>
            </FooterLink>,
            <FooterLink key="terms">
              <Link to="/terms">{intl.formatMessage({ id: 'footer.terms' })}</Link>
            </FooterLink>,
            <FooterLink key="privacy">
              <Link to="/privacy">{intl.formatMessage({ id: 'footer.privacy' })}</Link>
            </FooterLink>,
            <FooterLink key="contact">
              <Link to="/contact">{intl.formatMessage({ id: 'footer.contact' })}</Link>
            </FooterLink>,
          ]}
          companyLine={`${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${intl.formatMessage({ id: 'company.country' })}`}
          meta={<FormattedMessage id="footer.supportHours" values={supportHours(intl)} />}
        />
      }
    >
      <Outlet />
    </PageShell>
  );
}

/**
 * After a client-side navigation the page's heading takes the focus, so a screen reader announces
 * the new page and the keyboard starts from it (the first load keeps the browser's own focus).
 */
function useHeadingFocusOnNavigation() {
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void key;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [key]);
}
