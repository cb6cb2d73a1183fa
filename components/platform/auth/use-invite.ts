"use client";

import { useCallback } from "react";
import { api } from "@/lib/api/client";

/**
 * teamInviteAccept: sets the invited member's password. The invitation page lies outside the store
 * pages and their react-query provider, so this is a plain callback.
 */
export function useAcceptInvite() {
  return useCallback((token: string, password: string) => api.post("teamInviteAccept", { token, password }), []);
}
