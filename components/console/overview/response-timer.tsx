"use client";

import { useEffect, useState } from "react";
import { formatResponseTimer, isResponseExpired } from "@/lib/domain/console/response-timer";

/** A live countdown to Response_Timeout__c (SPEC 9 format), ticking every second. */
export function ResponseTimer({ deadline }: { deadline: string | null | undefined }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    // The first tick comes right after mount (not during server rendering, whose clock differs).
    const first = setTimeout(() => setNow(new Date()), 0);
    const t = setInterval(() => setNow(new Date()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(t);
    };
  }, []);
  if (!now) return <span className="tabular-nums text-muted">…</span>;
  const expired = isResponseExpired(deadline, now);
  return (
    <span className={expired ? "tabular-nums font-semibold text-danger" : "tabular-nums"} data-testid="response-timer">
      {formatResponseTimer(deadline, now, { seconds: true })}
    </span>
  );
}
