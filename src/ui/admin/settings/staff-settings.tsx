import { Badge, Box, Button, Card, Code, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetStaffSession } from '../../../application/auth/get-staff-session';
import { InviteStaff } from '../../../application/auth/invite-staff';
import { ListStaff } from '../../../application/auth/list-staff';
import { RemoveStaff } from '../../../application/auth/remove-staff';
import type { StaffInvitation, StaffInvite, StaffMember } from '../../../domain/auth/staff';
import { currentLanguage } from '../../i18n/i18n';
import { useUseCase } from '../../app/container-context';
import { PortFailure, unwrap } from '../../app/query';
import { notify } from '../../app/toaster';
import { formatAdminInstant } from '../reservations/reservation-format';
import { confirmAction } from '../shared/confirm';
import { FormField } from '../shared/form-field';
import { logFailure } from '../shared/log-failure';

const EMPTY: StaffInvite = { email: '', name: '' };
/** The owner's list, and the session that decides whether to show it. */
const STAFF_KEY = ['staff', 'members'] as const;
const SESSION_KEY = ['staff', 'session'] as const;

const messageOf = (failure: Error, fallback: string): PortFailure['error'] | { message: string } => {
  const portError = failure instanceof PortFailure ? failure.error : null;
  return portError ?? { message: fallback };
};

/**
 * Settings > Staff (decision 0089): the owner invites staff by e-mail address and name, sees who has an
 * account and when they last signed in, and removes a member (their rights and sessions end). Other staff
 * see that only the owner manages accounts. No e-mail goes out: the invitation shows a temporary password to
 * hand over, with which the new member signs in and then sets their own under Password (decision 0089).
 */
export const StaffSettings = () => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const getSession = useUseCase(GetStaffSession);
  const listStaff = useUseCase(ListStaff);
  const inviteStaff = useUseCase(InviteStaff);
  const removeStaff = useUseCase(RemoveStaff);
  // Kept only while Settings is open (gcTime 0): after a sign-out another member must not see the last list.
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: () => getSession.execute(), gcTime: 0 });
  const isOwner = session.data?.isOwner === true;
  const members = useQuery({
    queryKey: STAFF_KEY,
    queryFn: () => unwrap(listStaff.execute()),
    enabled: isOwner,
    gcTime: 0,
  });
  const [draft, setDraft] = useState<StaffInvite>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<'email' | 'name' | '_', string>>>({});
  const [invitation, setInvitation] = useState<StaffInvitation | null>(null);

  const invite = useMutation({
    mutationFn: (next: StaffInvite) => unwrap(inviteStaff.execute(next)),
    onSuccess: (sent) => {
      setErrors({});
      setDraft(EMPTY);
      setInvitation(sent);
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (failure) => {
      if (failure instanceof PortFailure) logFailure('Inviting a staff member failed', failure.error);
      else console.error('Inviting a staff member failed', failure);
      const error = messageOf(failure, 'admin:settings.staff.failed');
      const issues = 'issues' in error ? error.issues : undefined;
      const kind = 'kind' in error ? error.kind : null;
      setErrors(
        issues && Object.keys(issues).length > 0
          ? { ...issues }
          : { _: kind === 'Invalid' || kind === 'Conflict' ? error.message : 'admin:settings.staff.failed' },
      );
    },
  });

  const remove = useMutation({
    mutationFn: (member: StaffMember) => unwrap(removeStaff.execute(member.id)),
    onSuccess: (_nothing, member) => {
      notify('success', t('settings.staff.removed', { name: member.name }));
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (failure) => {
      if (failure instanceof PortFailure) logFailure('Removing a staff member failed', failure.error);
      else console.error('Removing a staff member failed', failure);
      const error = messageOf(failure, 'admin:settings.staff.failed');
      const shown =
        'kind' in error && error.kind === 'Invalid' ? error.message : 'admin:settings.staff.failed';
      notify('error', t('settings.staff.removeFailed'), t(shown));
    },
  });

  if (session.isPending) return <Text color="fg.muted">{t('settings.loading')}</Text>;

  return (
    <Card.Root data-testid="staff-settings">
      <Card.Header>
        <Card.Title>{t('settings.staff.title')}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t(isOwner ? 'settings.staff.help' : 'settings.staff.ownerOnlyHelp')}
        </Text>
      </Card.Header>
      {isOwner && (
        <Card.Body>
          <Stack gap={6}>
            {members.isPending ? (
              <Text color="fg.muted">{t('settings.loading')}</Text>
            ) : members.isError ? (
              <Text color="fg.error">{t('settings.staff.loadFailed')}</Text>
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm" data-testid="staff-list">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('settings.staff.name')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('settings.staff.email')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('settings.staff.role')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('settings.staff.lastLogin')}</Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Box srOnly>{t('settings.staff.actions')}</Box>
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {members.data.map((member) => (
                      <Table.Row key={member.id} data-testid="staff-member">
                        <Table.Cell>{member.name}</Table.Cell>
                        <Table.Cell>{member.email}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={member.role === 'owner' ? 'brand' : 'gray'}>
                            {t(`settings.staff.roles.${member.role}`)}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>
                          {member.last_login
                            ? formatAdminInstant(language, member.last_login)
                            : t('settings.staff.never')}
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {member.role === 'staff' && (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              loading={remove.isPending && remove.variables?.id === member.id}
                              aria-label={t('settings.staff.removeLabel', { name: member.name })}
                              onClick={() => {
                                if (confirmAction(t('settings.staff.confirmRemove', { name: member.name })))
                                  remove.mutate(member);
                              }}
                            >
                              {t('settings.staff.remove')}
                            </Button>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}

            <Stack asChild gap={4}>
              <form
                noValidate
                aria-labelledby="staff-invite-title"
                onSubmit={(e) => {
                  e.preventDefault();
                  invite.mutate(draft);
                }}
              >
                <Text id="staff-invite-title" fontWeight="semibold">
                  {t('settings.staff.inviteTitle')}
                </Text>
                <HStack gap={4} align="start" flexWrap="wrap">
                  <FormField
                    label={t('settings.staff.email')}
                    required
                    error={errors.email ? t(errors.email) : undefined}
                  >
                    <Input
                      name="staff-email"
                      type="email"
                      autoComplete="off"
                      maxW="20rem"
                      value={draft.email}
                      onChange={(e) => setDraft({ ...draft, email: e.target.value })}
                    />
                  </FormField>
                  <FormField
                    label={t('settings.staff.name')}
                    required
                    error={errors.name ? t(errors.name) : undefined}
                    help={t('settings.staff.nameHelp')}
                  >
                    <Input
                      name="staff-name"
                      autoComplete="off"
                      maxW="16rem"
                      value={draft.name}
                      onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                    />
                  </FormField>
                </HStack>
                {errors._ && (
                  <Text color="fg.error" role="alert">
                    {t(errors._)}
                  </Text>
                )}
                <Button type="submit" colorPalette="brand" alignSelf="start" loading={invite.isPending}>
                  {t('settings.staff.invite')}
                </Button>
                {invitation && (
                  <Box bg="bg.muted" p={3} rounded="md" data-testid="staff-invitation" role="status">
                    <Text>
                      {t('settings.staff.invited', {
                        name: invitation.member.name,
                        email: invitation.member.email,
                      })}
                    </Text>
                    <Text mt={2}>
                      {t('settings.staff.temporaryPassword')}{' '}
                      <Code data-testid="staff-temporary-password">{invitation.temporaryPassword}</Code>
                    </Text>
                  </Box>
                )}
              </form>
            </Stack>
          </Stack>
        </Card.Body>
      )}
    </Card.Root>
  );
};
