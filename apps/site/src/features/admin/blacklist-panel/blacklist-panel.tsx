import { LANGUAGES } from '@app/contracts';
import { LANGUAGE_NAMES } from '@app/i18n';
import {
  Button,
  IconPlus,
  Inline,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
} from '@app/ui';
import { useIntl } from 'react-intl';
import * as styles from './blacklist-panel.css.js';
import { PhraseList } from './phrase-list.js';
import { useBlacklist } from './use-blacklist.js';

/**
 * Admin > Blacklist (docs/admin.md#blacklist): one list per language, a phrase field whose add refuses a
 * blank phrase, one over PHRASE_MAX_LENGTH characters and one already listed in any case
 * (docs/admin.md#blacklist-phrase), and a numbered list with a delete per phrase. Calls fail silently
 * (the machine empties the lists).
 */
export function BlacklistPanel() {
  const intl = useIntl();
  const blacklist = useBlacklist();
  const { adding } = blacklist;

  return (
    <Tabs value={blacklist.lang} onValueChange={blacklist.selectLanguage}>
      <Stack gap="large">
        <TabsList variant="pills" aria-label={intl.formatMessage({ id: 'admin.blacklist.languages' })}>
          {LANGUAGES.map((language) => (
            <TabsTrigger key={language} value={language}>
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {LANGUAGES.map((language) => (
          <TabsContent key={language} value={language}>
            <Stack gap="large">
              <form onSubmit={blacklist.add} noValidate>
                <Inline gap="small" alignY="end">
                  <TextField
                    ref={blacklist.inputRef}
                    className={styles.phraseField}
                    label={intl.formatMessage({ id: 'admin.blacklist.phrase.label' })}
                    error={blacklist.error}
                    lang={language}
                    autoComplete="off"
                    value={blacklist.phrase}
                    readOnly={adding}
                    onChange={(event) => blacklist.changePhrase(event.target.value)}
                  />
                  <Button type="submit" loading={adding} disabled={blacklist.busy && !adding}>
                    <IconPlus size="small" />
                    {intl.formatMessage({ id: 'admin.blacklist.add' })}
                  </Button>
                </Inline>
              </form>
              <PhraseList blacklist={blacklist} language={language} />
            </Stack>
          </TabsContent>
        ))}
      </Stack>
    </Tabs>
  );
}
