"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type EndpointInput } from "@/lib/api/client";
import { postPresigned } from "@/components/platform/uploads/post-presigned";

/** After a request the orders are read again (its state and what may still be asked). */
function useRefreshOrders(storeSlug: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ["asOrders", storeSlug] });
}

/** asOrderCancel: the studio cancels units not yet shipped (issue 33). */
export function useOrderCancel(storeSlug: string) {
  const refresh = useRefreshOrders(storeSlug);
  return useMutation({
    mutationFn: (v: Omit<EndpointInput<"asOrderCancel", "POST">, "storeSlug">) => api.post("asOrderCancel", { ...v, storeSlug }),
    onSuccess: refresh,
  });
}

/** asOrderReturn: the studio returns delivered units, with photos (issue 33). */
export function useOrderReturn(storeSlug: string) {
  const refresh = useRefreshOrders(storeSlug);
  return useMutation({
    mutationFn: (v: Omit<EndpointInput<"asOrderReturn", "POST">, "storeSlug">) => api.post("asOrderReturn", { ...v, storeSlug }),
    onSuccess: refresh,
  });
}

/** asOrderReturnPhotoUpload, then the file straight to storage with progress; resolves with its key. */
export function uploadReturnPhoto(storeSlug: string, file: File, mime: string, onProgress: (percent: number) => void): Promise<string> {
  return postPresigned(() => api.post("asOrderReturnPhotoUpload", { storeSlug, contentType: mime, size: file.size }), file, onProgress);
}
