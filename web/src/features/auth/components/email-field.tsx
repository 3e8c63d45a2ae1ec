import { useTranslation } from 'react-i18next';

import { TextField, type TextFieldProps } from '@/components/ui/form-field';

/** The account forms' email field: the email keyboard and autofill, without spelling marks. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return <TextField label={t('fields.email')} type="email" autoComplete="email" spellCheck={false} {...props} />;
}
