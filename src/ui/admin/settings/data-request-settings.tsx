import { Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErasePersonalData } from '../../../application/reservations/erase-personal-data';
import { ExportPersonalData } from '../../../application/reservations/export-personal-data';
import { exportFileName } from '../../../domain/reservation/data-request';
import { useUseCase } from '../../app/container-context';
import { PortFailure, unwrap } from '../../app/query';
import { notify } from '../../app/toaster';
import { confirmAction } from '../shared/confirm';
import { FormField } from '../shared/form-field';
import { logFailure } from '../shared/log-failure';

/** Hands a JSON document to the browser as a downloaded file. */
const download = (data: unknown, fileName: string) => {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Settings > Data request: a guest asks what is stored about them (export, a JSON file) or to be forgotten
 * (erase, after a confirm). Each request is logged without the address (decision 0081).
 */
export const DataRequestSettings = () => {
  const { t } = useTranslation('admin');
  const exportData = useUseCase(ExportPersonalData);
  const eraseData = useUseCase(ErasePersonalData);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const failed = (what: string, fallback: string) => (failure: Error) => {
    const portError = failure instanceof PortFailure ? failure.error : null;
    if (portError) logFailure(what, portError);
    else console.error(what, failure);
    setError(portError?.kind === 'Invalid' ? t(portError.message) : t(fallback));
  };

  const exported = useMutation({
    mutationFn: (address: string) => unwrap(exportData.execute(address)),
    onSuccess: (data) => {
      setError(null);
      download(data, exportFileName(data));
      notify('success', t('settings.dataRequest.exported', { count: data.reservations.length }));
    },
    onError: failed('Exporting personal data failed', 'settings.dataRequest.failed'),
  });
  const erased = useMutation({
    mutationFn: (address: string) => unwrap(eraseData.execute(address)),
    onSuccess: (count) => {
      setError(null);
      setEmail('');
      notify('success', t('settings.dataRequest.erased', { count }));
    },
    onError: failed('Erasing personal data failed', 'settings.dataRequest.failed'),
  });

  return (
    <Card.Root data-testid="data-request">
      <Card.Header>
        <Card.Title as="h2">{t('settings.dataRequest.title')}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('settings.dataRequest.help')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <FormField label={t('settings.dataRequest.email')} error={error ?? undefined}>
            <Input
              name="data-request-email"
              type="email"
              maxW="24rem"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <HStack gap={3} wrap="wrap">
            <Button colorPalette="brand" loading={exported.isPending} onClick={() => exported.mutate(email)}>
              {t('settings.dataRequest.export')}
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              loading={erased.isPending}
              onClick={() => {
                if (confirmAction(t('settings.dataRequest.confirmErase', { email: email.trim() })))
                  erased.mutate(email);
              }}
            >
              {t('settings.dataRequest.erase')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
