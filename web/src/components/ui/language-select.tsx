import { chakra } from '@chakra-ui/react/styled-system';
import { useTranslation } from 'react-i18next';

import { useAccountLanguage } from '@/hooks/use-account-language';
import { currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n';
import { useHydrated } from '@/lib/page-response';
import { headerAnsweredBeforeApp } from '@/components/layouts/header-island';

// The browser's own select, styled like the inputs: Chakra's NativeSelect would
// bring Ark's field machinery (about 5 KB gzipped) into every page's header.
const Select = chakra('select', {
  base: {
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    bg: 'bg',
    color: 'fg',
    ps: '2',
    pe: '1',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
  },
  variants: {
    size: {
      sm: { h: '8', textStyle: 'sm' },
      lg: { h: '11', textStyle: 'md', ps: '3' },
    },
  },
});

/**
 * The interface language (header, mobile menu, profile). Each language is named
 * in itself, so a reader finds their own whatever is showing.
 */
export function LanguageSelect({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const { chooseLanguage } = useAccountLanguage();
  // A switch while the page hydrates would change texts React is still matching to the server's HTML;
  // on a reading page the header island answers it until then, by loading the page in the new language.
  const hydrated = useHydrated();

  return (
    <Select
      size={size}
      aria-label={t('language.label')}
      value={currentLanguage()}
      disabled={!hydrated && !headerAnsweredBeforeApp()}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </Select>
  );
}
