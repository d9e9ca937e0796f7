import { hasRole, MEMBER_ADMIN_ROLES } from '@app/contracts/accounts/roles';
import { teamMessages } from '@app/contracts/teams/teams';
import { Alert, Avatar, Button, FileButton, Group, Loader, Stack, TagsInput, TextInput } from '@mantine/core';
import { IconMail, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { InviteSummary } from '../../../components/role-hint';
import { ApiError } from '../../../lib/api-client';
import { initials } from '../../../lib/format';
import { useMembers } from '../../../lib/members';
import { notify } from '../../../lib/notify';
import type { Team } from '../../../lib/teams';
import { useDeleteTeam, useSaveTeam, useTeamLogo } from '../api/teams-api';
import { isMemberFull, seatsNeeded } from '../utils/member-full';
import { rowOfTag, rowsOfTeam, type TeamRow, withRow } from '../utils/team-rows';
import { PendingInvitations } from './pending-invitations';
import { SeatConfirm } from './seat-confirm';
import { TeamMemberList } from './team-member-list';

/**
 * Create Team / Manage Members (docs/product/teams-and-members.md#create-team--manage-members-modal): logo,
 * name, an invite box taking a member's name or any e-mail, the member list with roles, pending invitations,
 * Cancel and Done (Update when editing), and the trash button to delete.
 */
export function TeamModal({
  opened,
  team,
  callerRole,
  onClose,
}: {
  opened: boolean;
  /** The team being managed; undefined creates one. */
  team?: Team;
  /** The caller's organisation role: only Owners and Admins invite new people. */
  callerRole: string | undefined;
  onClose: () => void;
}) {
  const members = useMembers();
  const save = useSaveTeam();
  const logo = useTeamLogo();
  const remove = useDeleteTeam();
  const [name, setName] = useState('');
  const [rows, setRows] = useState<TeamRow[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [askSeats, setAskSeats] = useState(false);
  /** The seats the refused invitations need (the MEMBER_FULL answer's `seats`), for the amount shown. */
  const [neededSeats, setNeededSeats] = useState<number | null>(null);
  const [askDelete, setAskDelete] = useState(false);
  const canInvite = hasRole(callerRole, MEMBER_ADMIN_ROLES);
  // The member suggestions show while a name is being typed, and close once one is picked (Enter), so they never
  // stay open over the role selects below.
  const [search, setSearch] = useState('');
  const [suggesting, setSuggesting] = useState(false);

  // Opening the modal starts from the team as saved (or blank).
  useEffect(() => {
    if (!opened) return;
    setName(team?.name ?? '');
    setRows(rowsOfTeam(team));
    setFile(null);
    setErrors({});
    setSearch('');
    setSuggesting(false);
  }, [opened, team]);

  const suggestions = useMemo(
    () =>
      (members.data ?? [])
        .filter((m) => !rows.some((r) => r.userId === m.user_id))
        .map((m) => `${m.first_name} ${m.last_name} <${m.email}>`),
    [members.data, rows],
  );

  /** A tag typed or picked: a member (by name or e-mail) joins the list; another e-mail is an invitation. */
  const addTag = (raw: string) => {
    const added = rowOfTag(raw, members.data ?? [], canInvite);
    if (!added) return;
    if ('error' in added) {
      setErrors((e) => ({ ...e, invite: added.error }));
      return;
    }
    setRows((r) => withRow(r, added.row));
    setErrors(({ invite: _, ...rest }) => rest);
  };

  const submit = async (forceUpdate = false, expectedTotalCents?: number) => {
    if (!name.trim()) {
      setErrors((e) => ({ ...e, team_name: teamMessages.nameRequired }));
      return;
    }
    const body = {
      team_name: name.trim(),
      members: rows.filter((r) => r.userId !== null).map((r) => ({ user_id: r.userId!, role: r.role })),
      invitation: rows.filter((r) => r.userId === null).map((r) => ({ email: r.email, role: r.role })),
      force_update: forceUpdate,
      // The amount the seat question showed: the server charges it or answers 409 with the new figures.
      ...(expectedTotalCents === undefined ? {} : { expected_total_cents: expectedTotalCents }),
      ...(team ? { team_id: team.id, version: team.version } : {}),
    };
    try {
      const answer = await save.mutateAsync(body);
      if ((answer as { status: string }).status === 'member_full') {
        setAskSeats(true);
        return;
      }
      if (file) {
        try {
          await logo.mutateAsync({ teamId: answer.data.team_id, file });
        } catch (err) {
          notify.error(err);
        }
      }
      notify.success(answer.message);
      setAskSeats(false);
      onClose();
    } catch (err) {
      if (isMemberFull(err)) {
        setNeededSeats(seatsNeeded(err));
        setAskSeats(true);
        return;
      }
      setAskSeats(false);
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        const next: Record<string, string> = {};
        for (const [field, msgs] of Object.entries(err.fieldErrors)) {
          const key = field.startsWith('team_name') ? 'team_name' : 'invite';
          next[key] ??= msgs[0] ?? '';
        }
        setErrors(next);
      } else notify.error(err);
    }
  };

  const deleteTeam = async () => {
    if (!team) return;
    try {
      await remove.mutateAsync(team.id);
      notify.success(teamMessages.deleted);
      setAskDelete(false);
      onClose();
    } catch {
      notify.error(teamMessages.deleteFailed);
    }
  };

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const saving = save.isPending || logo.isPending;

  return (
    <>
      <ResponsiveModal
        opened={opened}
        onClose={onClose}
        title={team ? 'Manage Members' : 'Create Team'}
        size="lg"
        closeOnClickOutside={!saving}
      >
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={preview ?? team?.image} size={56} radius="md" color="brand">
              {initials(name.split(' ')[0], name.split(' ')[1])}
            </Avatar>
            <FileButton onChange={setFile} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={14} />}>
                  {file || team?.image ? 'Change logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
          </Group>
          <TextInput
            label="Team name"
            withAsterisk
            value={name}
            maxLength={60}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors(({ team_name: _, ...rest }) => rest);
            }}
            error={errors.team_name}
          />
          <TagsInput
            label="Invite members"
            description={
              canInvite
                ? 'Type a member’s name, or an e-mail to invite someone new, and press Enter.'
                : 'Type a member’s name and press Enter.'
            }
            placeholder="Name or e-mail"
            data={suggestions}
            value={[]}
            searchValue={search}
            onSearchChange={(value) => {
              setSearch(value);
              setSuggesting(value.trim().length > 0);
            }}
            dropdownOpened={suggesting}
            onDropdownOpen={() => setSuggesting(true)}
            onDropdownClose={() => setSuggesting(false)}
            openOnFocus={false}
            onChange={(tags) => {
              tags.forEach(addTag);
              setSuggesting(false);
            }}
            onBlur={(e) => {
              const value = e.currentTarget.value;
              if (value) addTag(value);
            }}
            error={errors.invite}
            leftSection={<IconMail size={16} />}
            clearable
            acceptValueOnBlur={false}
            maxDropdownHeight={150}
          />
          <TeamMemberList
            rows={rows}
            onRole={(row, role) =>
              setRows((all) => all.map((x) => (x.email === row.email ? { ...x, role } : x)))
            }
            onRemove={(row) => setRows((all) => all.filter((x) => x.email !== row.email))}
          />
          {team && <PendingInvitations team={team} canInvite={canInvite} />}
          <InviteSummary
            action={team ? 'Update' : 'Done'}
            roleIds={rows.filter((r) => r.userId === null).map((r) => r.role)}
          />
          {saving && (
            <Alert color="blue" icon={<Loader size={16} />}>
              {teamMessages.sending}
            </Alert>
          )}
          <Group justify="space-between">
            {team ? (
              <DeleteIconButton
                label="Delete team"
                onClick={() => setAskDelete(true)}
                size="lg"
                variant="light"
              />
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button onClick={() => submit(false)} loading={saving}>
                {team ? 'Update' : 'Done'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </ResponsiveModal>
      <SeatConfirm
        opened={askSeats}
        seats={neededSeats}
        onCancel={() => setAskSeats(false)}
        onConfirm={(expected) => submit(true, expected)}
        loading={save.isPending}
      />
      <ConfirmModal
        opened={askDelete}
        message={`Delete the team ${team?.name ?? ''}? Its calculations and quotes stay, without a team.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setAskDelete(false)}
        onConfirm={deleteTeam}
        loading={remove.isPending}
      />
    </>
  );
}
