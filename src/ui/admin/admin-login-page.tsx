import { Box, Button, Card, Code, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GetDemoAccount } from '../../application/auth/get-demo-account';
import { SignIn } from '../../application/auth/sign-in';
import { useUseCase } from '../app/container-context';
import { useNoIndex } from '../app/use-no-index';
import { notify } from '../app/toaster';
import { adminReturnPath } from './admin-return';

export const AdminLoginPage = () => {
  const { t } = useTranslation('admin');
  useNoIndex();
  const router = useRouter();
  const requested = useSearch({ strict: false, select: (search) => search.redirect });
  const signIn = useUseCase(SignIn);
  const demoAccount = useUseCase(GetDemoAccount).execute();
  // Staff sign in with their e-mail address on Supabase (decision 0010); the demo account has a name.
  const byEmail = demoAccount === null;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await signIn.execute({ username, password });
      if (result.ok) {
        notify('success', t('login.successTitle'), t('login.successMessage'));
        await router.navigate({ href: adminReturnPath(requested), replace: true });
      } else if (typeof result.error === 'object') {
        // The login rate limit (decision 0090); said the same whether or not the account exists.
        const minutes = result.error.retryInMinutes;
        notify('error', t('login.failureTitle'), t('login.tooManyAttempts', { count: minutes }));
      } else {
        // Never which part was wrong: an unknown name and a wrong password get the same words.
        const key = result.error === 'Unavailable' ? 'login.unavailable' : 'login.failureMessage';
        notify('error', t('login.failureTitle'), t(key));
      }
    } catch (error) {
      console.error('Login error:', error);
      notify('error', t('login.errorTitle'), t('login.errorMessage'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" p={4}>
      <Card.Root w="full" maxW="sm">
        <Card.Header>
          <Heading as="h1" size="xl" fontFamily="heading">
            {t('login.title')}
          </Heading>
          <Text color="fg.muted">{t('login.subtitle')}</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={(e) => void submit(e)}>
            <Stack gap={4}>
              <Field.Root required>
                <Field.Label>
                  {t(byEmail ? 'login.email' : 'login.username')} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="username"
                  type={byEmail ? 'email' : 'text'}
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              </Field.Root>
              <Field.Root required>
                <Field.Label>
                  {t('login.password')} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={busy} loadingText={t('login.submitting')}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer>
          <Box bg="bg.muted" p={3} rounded="md" fontSize="sm" w="full" data-testid="login-hint">
            {demoAccount ? (
              <>
                <Text fontWeight="semibold">{t('login.demoHintTitle')}</Text>
                <Text>
                  {t('login.username')}: <Code>{demoAccount.username}</Code>
                </Text>
                <Text>
                  {t('login.password')}: <Code>{demoAccount.password}</Code>
                </Text>
              </>
            ) : (
              <Text>{t('login.hint')}</Text>
            )}
          </Box>
        </Card.Footer>
      </Card.Root>
    </Box>
  );
};
