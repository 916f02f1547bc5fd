import { Alert, Field, List, Stack, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isOverridable, type StaffRefusal } from '../../../domain/room/staff-seating';
import { OVERRIDE_REASON_MAX_LENGTH } from '../../../domain/reservation/staff-booking';

const TABLE_REASONS: readonly StaffRefusal[] = ['tableTaken', 'tableTooSmall', 'tableInUse', 'tableUnknown'];

/** A rule's words: the room's as Check free times says them, the chosen tables' of their own. */
export const staffRefusalKey = (reason: StaffRefusal): string =>
  TABLE_REASONS.includes(reason)
    ? `hostStand.reasons.${reason}`
    : `reservations.availability.reasons.${reason}`;

/**
 * Why the room refused a staff booking, every rule in words, and where all of them may be set aside the
 * host's reason for doing so (recorded with their name), which the form then sends with "Book anyway".
 */
export const StaffRefusalNotice = ({
  reasons,
  reason,
  onReason,
  error,
}: {
  reasons: readonly StaffRefusal[];
  reason: string;
  onReason: (reason: string) => void;
  error?: string | undefined;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const overridable = reasons.every(isOverridable);
  return (
    <Stack gap={3} data-testid="staff-refusal" data-reasons={reasons.join(',')}>
      <Alert.Root status={overridable ? 'warning' : 'error'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('hostStand.override.title')}</Alert.Title>
          <Alert.Description>
            <List.Root ps={4}>
              {reasons.map((r) => (
                <List.Item key={r}>{t(staffRefusalKey(r))}</List.Item>
              ))}
            </List.Root>
            {!overridable && t('hostStand.override.final')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {overridable && (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label htmlFor={id}>{t('hostStand.override.label')}</Field.Label>
          <Textarea
            id={id}
            name="override_reason"
            rows={2}
            maxLength={OVERRIDE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => onReason(e.target.value)}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('hostStand.override.hint')}</Field.HelperText>
          )}
        </Field.Root>
      )}
    </Stack>
  );
};
