import { Button, Card, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChangePassword } from '../../../application/auth/change-password';
import { PASSWORD_MIN_LENGTH, type PasswordChange } from '../../../domain/auth/password-schema';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { useAdminForm } from '../shared/use-admin-form';

const EMPTY: PasswordChange = { current: '', next: '', repeat: '' };
const TOO_MANY_ATTEMPTS = 'admin:settings.password.tooManyAttempts';
type Field = keyof PasswordChange;

/**
 * Settings > Password: the signed-in staff member changes their own password (current, new, repeat). The
 * rules are Supabase Auth's (src/domain/auth/password-schema.ts); each refusal is shown at its field.
 */
export const PasswordSettings = () => {
  const { t } = useTranslation('admin');
  const changePassword = useUseCase(ChangePassword);
  const form = useAdminForm({
    initial: EMPTY,
    log: 'Changing the password failed',
    save: (change) => changePassword.execute(change),
    // A refusal of the rules is shown at its field; too many attempts, or any other failure, under the form.
    refused: (error) => {
      const issues = error.issues ?? {};
      if (error.kind === 'Invalid')
        return { issues: Object.keys(issues).length > 0 ? issues : { _: error.message } };
      if (error.message === TOO_MANY_ATTEMPTS) return { issues: { _: error.message } };
      return { issues: { _: 'admin:settings.password.failed' } };
    },
    saved: () => {
      form.update(() => EMPTY);
      notify('success', t('settings.password.changed'));
    },
  });
  const error = form.message('_');

  const field = (name: Field, label: string, autoComplete: string, help?: string) =>
    form.field(
      name,
      label,
      <Input
        name={`password-${name}`}
        type="password"
        autoComplete={autoComplete}
        maxW="24rem"
        value={form.values[name]}
        onChange={(e) => form.set(name, e.target.value)}
      />,
      { required: true, help },
    );

  return (
    <Card.Root asChild>
      <form noValidate data-testid="password-settings" onSubmit={form.onSubmit}>
        <Card.Header>
          <Card.Title as="h2">{t('settings.password.title')}</Card.Title>
          <Text color="fg.muted" fontSize="sm">
            {t('settings.password.help', { count: PASSWORD_MIN_LENGTH })}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap={4}>
            {field('current', t('settings.password.current'), 'current-password')}
            {field('next', t('settings.password.next'), 'new-password')}
            {field('repeat', t('settings.password.repeat'), 'new-password')}
            {error && (
              <Text color="fg.error" role="alert">
                {error}
              </Text>
            )}
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.saving}>
              {t('settings.password.save')}
            </Button>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
};
