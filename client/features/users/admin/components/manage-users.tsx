import { useEffect, useState } from 'react';
import type { AdminUser } from '@common/schemas/admin-users';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { SEARCH_DEBOUNCE_MS } from '@/config/ui-timings';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { USERS_PAGE_SIZE, useAdminUsers } from '../api/get-users';
import { useUnsuspendUser } from '../api/unsuspend-user';
import { ClearUnderAgeDialog } from './under-age-dialog';
import { AdjustPointsDialog, DateOfBirthDialog, ResetPasswordDialog, SuspendDialog } from './user-dialogs';
import { ListFailed } from '@/components/ui/list-failed';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const whenExact = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Admin, suspended (until when) or active. */
function StatusBadge({ user: u }: { user: AdminUser }) {
  if (u.role === 'admin')
    return <span className="rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold">Admin</span>;
  if (u.suspended)
    return (
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
        Suspended{u.suspendedUntil ? ` until ${whenExact.format(new Date(u.suspendedUntil))}` : ''}
      </span>
    );
  return <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Active</span>;
}

type Open = { kind: 'password' | 'points' | 'suspend' | 'unsuspend' | 'dob' | 'underAge'; user: AdminUser } | null;

/** Manage Users: 20 accounts a page by id, a search by name or e-mail, and each member's actions. */
export function ManageUsers() {
  const { data: me } = useUser();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const users = useAdminUsers(page, search);

  // The search runs a moment after typing stops, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const unsuspend = useUnsuspendUser({
    onSuccess: (res) => {
      toast({ title: 'Suspension lifted', description: `${res.user.displayName} can log in again.` });
      setOpen(null);
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to lift the suspension'),
        variant: 'destructive',
      }),
  });

  const columns: Array<Column<AdminUser>> = [
    { header: 'ID', cell: (u) => u.id },
    {
      header: 'Member',
      cell: (u) => (
        <>
          <p className="font-semibold text-neutral-900">{u.displayName}</p>
          {u.heldDisplayName !== undefined ? (
            <p className="text-xs break-all text-neutral-600">Held name (contact details): {u.heldDisplayName}</p>
          ) : null}
          <p className="text-xs break-all text-neutral-600">{u.username}</p>
        </>
      ),
    },
    { header: 'Points', cell: (u) => u.points },
    { header: 'Joined', cell: (u) => when.format(new Date(u.createdAt)) },
    {
      header: 'Status',
      cell: (u) => (
        <div className="flex flex-wrap gap-1">
          <StatusBadge user={u} />
          {u.underAgeAnsweredAt ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Answered under 13 on {when.format(new Date(u.underAgeAnsweredAt))}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Actions',
      cell: (u) => {
        const manageable = u.role !== 'admin' && u.id !== me?.id;
        return (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'points', user: u })}>
              Adjust Points<span className="sr-only"> for {u.displayName}</span>
            </Button>
            {manageable ? (
              <>
                <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'password', user: u })}>
                  Reset Password<span className="sr-only"> for {u.displayName}</span>
                </Button>
                {u.suspended ? (
                  <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'unsuspend', user: u })}>
                    Unsuspend<span className="sr-only"> {u.displayName}</span>
                  </Button>
                ) : (
                  <Button size="sm" variant="destructive" onClick={() => setOpen({ kind: 'suspend', user: u })}>
                    Suspend<span className="sr-only"> {u.displayName}</span>
                  </Button>
                )}
                {u.hasHelpProfile ? (
                  <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'dob', user: u })}>
                    Date of Birth<span className="sr-only"> of {u.displayName}</span>
                  </Button>
                ) : null}
                {u.underAgeAnsweredAt ? (
                  <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'underAge', user: u })}>
                    Clear Under-13 Answer<span className="sr-only"> of {u.displayName}</span>
                  </Button>
                ) : null}
              </>
            ) : null}
          </div>
        );
      },
    },
  ];

  const close = () => setOpen(null);
  return (
    <div className="grid gap-4">
      <div className="max-w-md">
        <label htmlFor="admin-user-search" className="mb-1 block text-sm font-medium text-neutral-900">
          Search by name or e-mail
        </label>
        <Input
          id="admin-user-search"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Search users"
        />
      </div>
      {users.isError ? (
        <ListFailed onRetry={() => void users.refetch()} retrying={users.isFetching}>
          Error loading users: {errorMessage(users.error)}
        </ListFailed>
      ) : (
        <DataTable
          caption="Users"
          columns={columns}
          rows={users.data?.items ?? []}
          rowKey={(u) => u.id}
          loading={users.isLoading}
          empty={search ? `No users match “${search}”.` : 'No users yet.'}
          page={page}
          total={users.data?.total}
          pageSize={USERS_PAGE_SIZE}
          onPage={setPage}
        />
      )}
      {open?.kind === 'password' ? <ResetPasswordDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'points' ? <AdjustPointsDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'suspend' ? <SuspendDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'dob' ? <DateOfBirthDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'underAge' ? <ClearUnderAgeDialog user={open.user} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.kind === 'unsuspend'}
        onOpenChange={(o) => (o ? undefined : close())}
        title="Lift the suspension?"
        description={`${open?.user.displayName ?? 'This member'} will be able to log in again, and the help requests the suspension hid will show again.`}
        confirmLabel="Unsuspend"
        destructive={false}
        pending={unsuspend.isPending}
        onConfirm={() => open && unsuspend.mutate(open.user.id)}
      />
    </div>
  );
}
