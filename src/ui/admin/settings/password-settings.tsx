import { Button, Card, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePassword } from '../../../application/auth/change-password';
import { PASSWORD_MIN_LENGTH, type PasswordChange } from '../../../domain/auth/password-schema';
import { useUseCase } from '../../app/container-context';
import { PortFailure, unwrap } from '../../app/query';
import { notify } from '../../app/toaster';
import { FormField } from '../shared/form-field';
import { logFailure } from '../shared/log-failure';

const EMPTY: PasswordChange = { current: '', next: '', repeat: '' };
type Field = keyof PasswordChange;

/**
 * Settings > Password: the signed-in staff member changes their own password (current, new, repeat). The
 * rules are Supabase Auth's (src/domain/auth/password-schema.ts); each refusal is shown at its field.
 */
export const PasswordSettings = () => {
  const { t } = useTranslation('admin');
  const changePassword = useUseCase(ChangePassword);
  const [draft, setDraft] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | '_', string>>>({});

  const save = useMutation({
    mutationFn: (change: PasswordChange) => unwrap(changePassword.execute(change)),
    onSuccess: () => {
      setErrors({});
      setDraft(EMPTY);
      notify('success', t('settings.password.changed'));
    },
    onError: (failure) => {
      const portError = failure instanceof PortFailure ? failure.error : null;
      if (portError) logFailure('Changing the password failed', portError);
      else console.error('Changing the password failed', failure);
      if (portError?.kind === 'Invalid') {
        const issues = portError.issues ?? {};
        setErrors(Object.keys(issues).length > 0 ? { ...issues } : { _: portError.message });
      } else if (portError?.message === 'admin:settings.password.tooManyAttempts') {
        setErrors({ _: portError.message });
      } else {
        setErrors({ _: 'admin:settings.password.failed' });
      }
    },
  });

  const field = (name: Field, label: string, autoComplete: string, help?: string) => (
    <FormField label={label} required error={errors[name] ? t(errors[name]) : undefined} help={help}>
      <Input
        name={`password-${name}`}
        type="password"
        autoComplete={autoComplete}
        maxW="24rem"
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </FormField>
  );

  return (
    <Card.Root asChild>
      <form
        noValidate
        data-testid="password-settings"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(draft);
        }}
      >
        <Card.Header>
          <Card.Title>{t('settings.password.title')}</Card.Title>
          <Text color="fg.muted" fontSize="sm">
            {t('settings.password.help', { count: PASSWORD_MIN_LENGTH })}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap={4}>
            {field('current', t('settings.password.current'), 'current-password')}
            {field('next', t('settings.password.next'), 'new-password')}
            {field('repeat', t('settings.password.repeat'), 'new-password')}
            {errors._ && (
              <Text color="fg.error" role="alert">
                {t(errors._)}
              </Text>
            )}
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
              {t('settings.password.save')}
            </Button>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
};
