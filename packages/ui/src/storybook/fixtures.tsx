import { Button } from '../components/button/button.js';
import { FooterLink } from '../components/footer/footer.js';
import { Inline } from '../components/inline/inline.js';
import { LanguageSelector } from '../components/language-selector/language-selector.js';
import { Logo } from '../components/logo/logo.js';
import { Text } from '../components/text/text.js';
import { TopBarLink } from '../components/top-bar/top-bar-link.js';

/** Example content shared by the stories of the page frame (top bar, footer, page shell). */

export const languages = [
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'it', label: 'Italiano' },
  { value: 'en', label: 'English' },
] as const;

export type StoryLanguage = (typeof languages)[number]['value'];

/** The site's logo, a link home, as in the top bar. */
export const brandLink = (
  <Logo name="Dictation Health">
    {/* biome-ignore lint/a11y/useAnchorContent: Logo puts its mark and name inside the link. */}
    <a href="#home" />
  </Logo>
);

const words = {
  en: {
    licences: 'Licences',
    download: 'Download',
    support: 'Support',
    trial: 'Try free for 15 days',
    signIn: 'Sign in',
    signUp: 'Sign up',
    account: 'Account',
    signOut: 'Sign out',
  },
  de: {
    licences: 'Lizenzen',
    download: 'Herunterladen',
    support: 'Support',
    trial: '15 Tage kostenlos testen',
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    account: 'Konto',
    signOut: 'Abmelden',
  },
};

export const topBarNavigation = ({
  current,
  language = 'en',
}: {
  current?: string;
  language?: 'en' | 'de';
} = {}) => {
  const t = words[language];
  return (
    <>
      <TopBarLink>
        <a href="#license" aria-current={current === 'license' ? 'page' : undefined}>
          {t.licences}
        </a>
      </TopBarLink>
      <TopBarLink>
        <a href="#download" aria-current={current === 'download' ? 'page' : undefined}>
          {t.download}
        </a>
      </TopBarLink>
      <TopBarLink>
        <a href="#support" aria-current={current === 'support' ? 'page' : undefined}>
          {t.support}
        </a>
      </TopBarLink>
    </>
  );
};

export const topBarActions = ({
  loggedIn = false,
  onLicensePage = false,
  language = 'en',
}: {
  loggedIn?: boolean;
  onLicensePage?: boolean;
  language?: 'en' | 'de';
} = {}) => {
  const t = words[language];
  return (
    <>
      {/* docs/routes-and-screens.md#top-bar: the trial link is highlighted everywhere except on /license itself. */}
      {onLicensePage ? null : (
        <Button asChild variant="highlight" size="small">
          <a href="#license">{t.trial}</a>
        </Button>
      )}
      {loggedIn ? (
        <>
          <Button asChild variant="secondary" size="small">
            <a href="#account">{t.account}</a>
          </Button>
          <Button variant="ghost" size="small">
            {t.signOut}
          </Button>
        </>
      ) : (
        <>
          <Button asChild variant="secondary" size="small">
            <a href="#signin">{t.signIn}</a>
          </Button>
          <Button asChild size="small">
            <a href="#signup">{t.signUp}</a>
          </Button>
        </>
      )}
    </>
  );
};

export const languageSelector = (
  language: StoryLanguage = 'en',
  onChange: (value: StoryLanguage) => void = () => {},
) => (
  <LanguageSelector
    label={language === 'de' ? 'Sprache' : 'Language'}
    value={language}
    onChange={onChange}
    options={languages}
  />
);

export const footerProps = {
  navigationLabel: 'Company and legal',
  links: [
    <FooterLink key="about">
      <a href="#about">About</a>
    </FooterLink>,
    <FooterLink key="terms">
      <a href="#terms">Terms of use</a>
    </FooterLink>,
    <FooterLink key="privacy">
      <a href="#privacy">Privacy policy</a>
    </FooterLink>,
    <FooterLink key="contact">
      <a href="#contact">Contact</a>
    </FooterLink>,
  ],
  brand: (
    <>
      <Logo name="Dictation Health" tone="inverse" size="small" />
      <Text size="small" tone="inverseMuted">
        AI-assisted dictation for medical practitioners. Voice data is processed in Switzerland and deleted
        right after transcription.
      </Text>
    </>
  ),
  companyLine: (
    <Inline gap={{ mobile: 'xxsmall', tablet: 'medium' }} as="span">
      <span>© 2026 Dictation Health SA</span>
      <span>Rue du Lac 12, 1003 Lausanne, Switzerland</span>
    </Inline>
  ),
  meta: 'Support every day, 8 AM to 7 PM',
};
