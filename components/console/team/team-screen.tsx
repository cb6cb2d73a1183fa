"use client";

import { useState } from "react";
import { formatDate } from "@/lib/domain/platform/format";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { ROLE_LABELS } from "@/lib/domain/platform/roles";
import { AUDIT_LABELS, SELF_DEACTIVATE_MESSAGE } from "@/lib/domain/console/team-schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AccessLog } from "./access-log";
import { ChildScope, InviteForm, RoleSelect, type Team } from "./invite-form";
import { useAuditLog, useDeactivateMember, useTeam, useUpdateMember, useWithdrawInvite } from "./use-team";

type Member = Team["members"][number];

function dateTime(iso: string | null) {
  return iso ? berlinDateTimeText(iso) : "noch nie";
}

function MemberRow({ slug, team, member, self }: { slug: string; team: Team; member: Member; self: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const outcome = { onSuccess: () => setError(null), onError: (e: Error) => setError(e.message) };
  const update = useUpdateMember(slug, member.userId);
  const deactivate = useDeactivateMember(slug, member.userId);
  const [confirming, setConfirming] = useState(false);
  const rowId = `member-${member.userId}`;
  return (
    <tr data-testid="team-member" className="border-t border-line align-top">
      <td className="px-3 py-2">
        <span className="font-medium">{member.name}</span>
        {self ? <span className="ml-1 text-xs text-muted">(Sie)</span> : null}
        <span className="block text-xs text-muted">{member.email}</span>
      </td>
      <td className="px-3 py-2">
        <label htmlFor={`${rowId}-role`} className="sr-only">
          Rolle von {member.name}
        </label>
        <RoleSelect
          id={`${rowId}-role`}
          value={member.role}
          disabled={!member.active || update.isPending}
          onChange={(role) => update.mutate({ role, childScope: member.childScope, childStoreIds: member.childStoreIds }, outcome)}
        />
        {team.children.length > 0 && member.active ? (
          <div className="mt-2">
            <ChildScope
              team={team}
              scope={member.childScope}
              ids={member.childStoreIds}
              idPrefix={rowId}
              onChange={(childScope, childStoreIds) => update.mutate({ role: member.role, childScope, childStoreIds }, outcome)}
            />
          </div>
        ) : null}
      </td>
      <td className="px-3 py-2 text-sm" data-testid="last-sign-in">
        {dateTime(member.lastSignInAt)}
      </td>
      <td className="px-3 py-2 text-sm">
        {member.active && self ? (
          <>
            <Button variant="secondary" disabled aria-label={`${member.name} deaktivieren`} aria-describedby={`${rowId}-self`}>
              Deaktivieren
            </Button>
            <p id={`${rowId}-self`} className="mt-1 max-w-xs text-xs text-muted" data-testid="self-deactivate-reason">
              {SELF_DEACTIVATE_MESSAGE}
            </p>
          </>
        ) : member.active ? (
          <>
            <Button variant="secondary" busy={deactivate.isPending} onClick={() => setConfirming(true)} aria-label={`${member.name} deaktivieren`}>
              Deaktivieren
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={`${member.name} deaktivieren?`}
              description="Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden."
              confirmLabel="Deaktivieren"
              onConfirm={() => deactivate.mutate(undefined, outcome)}
            />
          </>
        ) : (
          <span className="text-muted">Deaktiviert</span>
        )}
        {error ? (
          <p role="alert" className="mt-1 max-w-xs text-xs text-danger">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/** An open invitation, with a confirmed "Zurückziehen" (its link stops working). */
function InviteRow({ slug, invite }: { slug: string; invite: Team["invites"][number] }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawInvite(slug, invite.id);
  return (
    <li className="flex flex-wrap items-center gap-2 py-1">
      <span>
        {invite.name} ({invite.email}) · {ROLE_LABELS[invite.role]} · gültig bis {formatDate(invite.expiresAt)}
      </span>
      <Button
        variant="secondary"
        busy={withdraw.isPending}
        onClick={() => setConfirming(true)}
        aria-label={`Einladung an ${invite.email} zurückziehen`}
      >
        Zurückziehen
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Einladung zurückziehen?"
        description={`Der Link an ${invite.email} funktioniert danach nicht mehr.`}
        confirmLabel="Zurückziehen"
        onConfirm={() => withdraw.mutate(undefined, { onError: (e) => setError(e.message) })}
      />
      {error ? (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </li>
  );
}

function AuditLog({ slug }: { slug: string }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1];
  const query = useAuditLog(slug, cursor);
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-2">
      <h2 id="audit-title" className="font-semibold">
        Protokoll
      </h2>
      <table className="w-full rounded bg-white text-sm" data-testid="audit-log">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th className="px-3 py-2">ZEITPUNKT</th>
            <th className="px-3 py-2">WER</th>
            <th className="px-3 py-2">WAS</th>
          </tr>
        </thead>
        <tbody>
          {(query.data?.entries ?? []).map((e) => (
            <tr key={e.id} className="border-t border-line">
              <td className="px-3 py-2 whitespace-nowrap">{dateTime(e.at)}</td>
              <td className="px-3 py-2">{e.actorName}</td>
              <td className="px-3 py-2">
                {AUDIT_LABELS[e.action] ?? e.action}
                {e.subject ? <span className="text-muted"> · {e.subject}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Neuere
        </Button>
        <Button
          variant="secondary"
          disabled={!query.data?.nextCursor}
          onClick={() => query.data?.nextCursor && setCursors((c) => [...c, query.data.nextCursor])}
        >
          Ältere
        </Button>
      </div>
    </section>
  );
}

/** Team (issue 19): members with role and last sign-in, invitations, role changes, deactivation, the audit log. */
export function TeamScreen({ storeSlug, viewerUserId }: { storeSlug: string; viewerUserId: string }) {
  const query = useTeam(storeSlug);
  const team = query.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Team</h1>
      {query.isError ? (
        <p role="alert" className="text-danger">
          {query.error.message}
        </p>
      ) : null}
      {team ? (
        <>
          <table className="w-full rounded bg-white text-sm" aria-label="Teammitglieder">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th className="px-3 py-2">NAME</th>
                <th className="px-3 py-2">ROLLE</th>
                <th className="px-3 py-2">LETZTE ANMELDUNG</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {team.members.map((m) => (
                <MemberRow key={m.userId} slug={storeSlug} team={team} member={m} self={m.userId === viewerUserId} />
              ))}
            </tbody>
          </table>
          {team.invites.length > 0 ? (
            <section aria-labelledby="invites-title">
              <h2 id="invites-title" className="font-semibold">
                Offene Einladungen
              </h2>
              <ul className="text-sm" data-testid="open-invites">
                {team.invites.map((i) => (
                  <InviteRow key={i.id} slug={storeSlug} invite={i} />
                ))}
              </ul>
            </section>
          ) : null}
          <InviteForm slug={storeSlug} team={team} />
        </>
      ) : null}
      <AuditLog slug={storeSlug} />
      <AccessLog slug={storeSlug} />
    </div>
  );
}
