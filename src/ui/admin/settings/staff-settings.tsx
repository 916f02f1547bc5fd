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
import { queryKeys } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { formatAdminInstant } from '../reservations/reservation-format';
import { confirmAction } from '../shared/confirm';
import { logFailure } from '../shared/log-failure';
import { useAdminForm } from '../shared/use-admin-form';

const EMPTY: StaffInvite = { email: '', name: '' };

const FAILED = 'admin:settings.staff.failed';

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
  // The list only: the session that decides whether to show it stays as it is.
  const refreshMembers = () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.members() });
  const getSession = useUseCase(GetStaffSession);
  const listStaff = useUseCase(ListStaff);
  const inviteStaff = useUseCase(InviteStaff);
  const removeStaff = useUseCase(RemoveStaff);
  // Kept only while Settings is open (gcTime 0): after a sign-out another member must not see the last list.
  const session = useQuery({
    queryKey: queryKeys.staff.session(),
    queryFn: () => getSession.execute(),
    gcTime: 0,
  });
  const isOwner = session.data?.isOwner === true;
  const members = useQuery({
    queryKey: queryKeys.staff.members(),
    queryFn: () => unwrap(listStaff.execute()),
    enabled: isOwner,
    gcTime: 0,
  });
  const [invitation, setInvitation] = useState<StaffInvitation | null>(null);

  const invite = useAdminForm({
    initial: EMPTY,
    log: 'Inviting a staff member failed',
    save: (next: StaffInvite) => inviteStaff.execute(next),
    // The schema's refusals at their fields; an address in use or any other refusal under the form.
    refused: (error) => {
      const issues = error.issues ?? {};
      if (Object.keys(issues).length > 0) return { issues };
      const shown = error.kind === 'Invalid' || error.kind === 'Conflict' ? error.message : FAILED;
      return { issues: { _: shown } };
    },
    saved: (sent) => {
      invite.update(() => EMPTY);
      setInvitation(sent);
      void refreshMembers();
    },
  });
  const inviteError = invite.message('_');

  const remove = useMutation({
    mutationFn: (member: StaffMember) => unwrap(removeStaff.execute(member.id)),
    onSuccess: (_nothing, member) => {
      notify('success', t('settings.staff.removed', { name: member.name }));
      void refreshMembers();
    },
    onError: (failure) => {
      if (failure instanceof PortFailure) logFailure('Removing a staff member failed', failure.error);
      else console.error('Removing a staff member failed', failure);
      const shown =
        failure instanceof PortFailure && failure.error.kind === 'Invalid' ? failure.error.message : FAILED;
      notify('error', t('settings.staff.removeFailed'), t(shown));
    },
  });

  if (session.isPending) return <Text color="fg.muted">{t('settings.loading')}</Text>;

  return (
    <Card.Root data-testid="staff-settings">
      <Card.Header>
        <Card.Title as="h2">{t('settings.staff.title')}</Card.Title>
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
              // On a phone the table scrolls sideways: a keyboard reaches the scroll by focusing the region.
              <Table.ScrollArea tabIndex={0} role="region" aria-label={t('settings.staff.title')}>
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
              <form noValidate aria-labelledby="staff-invite-title" onSubmit={invite.onSubmit}>
                <Text id="staff-invite-title" fontWeight="semibold">
                  {t('settings.staff.inviteTitle')}
                </Text>
                <HStack gap={4} align="start" flexWrap="wrap">
                  {invite.field(
                    'email',
                    t('settings.staff.email'),
                    <Input
                      name="staff-email"
                      type="email"
                      autoComplete="off"
                      maxW="20rem"
                      value={invite.values.email}
                      onChange={(e) => invite.set('email', e.target.value)}
                    />,
                    { required: true },
                  )}
                  {invite.field(
                    'name',
                    t('settings.staff.name'),
                    <Input
                      name="staff-name"
                      autoComplete="off"
                      maxW="16rem"
                      value={invite.values.name}
                      onChange={(e) => invite.set('name', e.target.value)}
                    />,
                    { required: true, help: t('settings.staff.nameHelp') },
                  )}
                </HStack>
                {inviteError && (
                  <Text color="fg.error" role="alert">
                    {inviteError}
                  </Text>
                )}
                <Button type="submit" colorPalette="brand" alignSelf="start" loading={invite.saving}>
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
