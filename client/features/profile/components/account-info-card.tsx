import type { CurrentUser } from '@common/schemas/users';
import { Card, CardTitle } from '@/components/ui/card';

/** Account Info: what the account is, read-only. */
export function AccountInfoCard({ user }: { user: CurrentUser }) {
  const rows: Array<[string, string]> = [
    ['Display Name', user.displayName],
    ['Email', user.username],
    ['Points', String(user.points)],
  ];
  if (user.role === 'admin') rows.push(['Role', 'Administrator']);
  return (
    <Card aria-labelledby="account-info-title">
      <CardTitle id="account-info-title">Account Info</CardTitle>
      <dl className="mt-4 divide-y divide-neutral-100">
        {rows.map(([k, v]) => (
          <div key={k} className="grid gap-0.5 py-3">
            <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{k}</dt>
            <dd className="text-sm font-semibold text-neutral-900 [overflow-wrap:anywhere]">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
