"use client";

import { useState } from "react";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/domain/platform/roles";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useInviteMember } from "./use-team";

export type Team = EndpointOutput<"storeTeam", "GET">;

// The team's invitation form and the role and child-studio fields it shares with a member's row.

export function RoleSelect({ id, value, onChange, disabled }: { id: string; value: Role; onChange: (r: Role) => void; disabled?: boolean }) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as Role)}
      className="rounded border border-line bg-white px-2 py-1 text-sm"
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}

/** The children a master's member may act on: all, or the ticked ones. */
export function ChildScope({
  team,
  scope,
  ids,
  onChange,
  idPrefix,
}: {
  team: Team;
  scope: "all" | "selected";
  ids: string[];
  onChange: (scope: "all" | "selected", ids: string[]) => void;
  idPrefix: string;
}) {
  if (team.children.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="font-medium">Studios</legend>
      <label className="flex items-center gap-2">
        <input type="radio" name={`${idPrefix}-scope`} checked={scope === "all"} onChange={() => onChange("all", [])} /> Alle Studios
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name={`${idPrefix}-scope`} checked={scope === "selected"} onChange={() => onChange("selected", ids)} /> Ausgewählte
        Studios
      </label>
      {scope === "selected"
        ? team.children.map((c) => (
            <label key={c._id} className="ml-6 flex items-center gap-2">
              <input
                type="checkbox"
                checked={ids.includes(c._id)}
                onChange={(e) => onChange("selected", e.target.checked ? [...ids, c._id] : ids.filter((x) => x !== c._id))}
              />
              {c.name}
            </label>
          ))
        : null}
    </fieldset>
  );
}

export function InviteForm({ slug, team }: { slug: string; team: Team }) {
  const invite = useInviteMember(slug);
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("verkauf");
  const [scope, setScope] = useState<{ scope: "all" | "selected"; ids: string[] }>({ scope: "all", ids: [] });
  const [message, setMessage] = useState<{ ok: boolean; text: string; field?: string } | null>(null);
  return (
    <form
      className="flex flex-col gap-3 rounded border border-line bg-white p-4"
      aria-label="Person einladen"
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        invite.mutate(
          { email, name, role, childScope: scope.scope, childStoreIds: scope.ids },
          {
            onSuccess: () => {
              setMessage({ ok: true, text: `Einladung an ${email} verschickt.` });
              setEmail("");
              setName("");
            },
            onError: (e) => setMessage({ ok: false, text: e.message, field: e instanceof ApiError ? e.field : undefined }),
          },
        );
      }}
    >
      <h2 className="font-semibold">Person einladen</h2>
      <div className="grid gap-3 md:grid-cols-3">
        <Field
          label="Name"
          name="invite-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
          error={message?.field === "name" ? message.text : undefined}
        />
        <Field
          label="E-Mail"
          name="invite-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          maxLength={254}
          error={message?.field === "email" ? message.text : undefined}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="invite-role" className="text-sm font-medium">
            Rolle
          </label>
          <RoleSelect id="invite-role" value={role} onChange={setRole} />
        </div>
      </div>
      <ChildScope team={team} scope={scope.scope} ids={scope.ids} idPrefix="invite" onChange={(s, ids) => setScope({ scope: s, ids })} />
      <p className="text-xs text-muted">
        Die Person bekommt einen Link per E-Mail, mit dem sie ihr Passwort festlegt. Der Link gilt 7 Tage und nur einmal.
      </p>
      {message && !message.field ? (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-sm text-brand" : "text-sm text-danger"}>
          {message.text}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={invite.isPending}>
          Einladung senden
        </Button>
      </div>
    </form>
  );
}
