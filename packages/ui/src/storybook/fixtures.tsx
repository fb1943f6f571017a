import { Button } from '../components/button/button.js';
import { FooterLink } from '../components/footer/footer.js';
import { Inline } from '../components/inline/inline.js';
import { LanguageSelector } from '../components/language-selector/language-selector.js';
import { Text } from '../components/text/text.js';
import { TopBarLink } from '../components/top-bar/top-bar-link.js';
import { vars } from '../themes/vars.css.js';

/** Example content shared by the stories of the page frame (top bar, footer, page shell). */

export const languages = [
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'it', label: 'Italiano' },
  { value: 'en', label: 'English' },
] as const;

export type StoryLanguage = (typeof languages)[number]['value'];

/** The product mark as the site draws it (apps/site/public/favicon.svg) with a wordmark. */
export function BrandMark({ inverse = false }: { inverse?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.small }}>
      <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverse ? vars.color.onInverse : vars.color.brand} />
        <path
          d="M16 6a4 4 0 0 0-4 4v6a4 4 0 0 0 8 0v-6a4 4 0 0 0-4-4zm-7 10a7 7 0 0 0 6 6.9V26h2v-3.1a7 7 0 0 0 6-6.9h-2a5 5 0 0 1-10 0z"
          fill={inverse ? vars.color.surfaceInverse : vars.color.onBrand}
        />
      </svg>
      <span
        style={{
          fontSize: vars.fontSize.large,
          fontWeight: vars.fontWeight.bold,
          letterSpacing: vars.letterSpacing.snug,
          color: inverse ? vars.color.onInverse : vars.color.text,
        }}
      >
        Dictation
      </span>
    </span>
  );
}

export const brandLink = (
  <a
    href="#home"
    aria-label="Dictation, home"
    style={{ borderRadius: vars.radius.small, textDecoration: 'none' }}
  >
    <BrandMark />
  </a>
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
      {/* SPEC §2: the trial link is highlighted everywhere except on /license itself. */}
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
      <BrandMark inverse />
      <Text size="small" tone="inverseMuted">
        AI-assisted dictation for medical practitioners. Voice data is processed in Switzerland and deleted
        right after transcription.
      </Text>
    </>
  ),
  companyLine: (
    <Inline gap={{ mobile: 'xxsmall', tablet: 'medium' }} as="span">
      <span>© 2026 Dictation Medical SA</span>
      <span>Rue du Lac 12, 1003 Lausanne, Switzerland</span>
    </Inline>
  ),
  meta: 'Support every day, 8 AM to 7 PM',
};
