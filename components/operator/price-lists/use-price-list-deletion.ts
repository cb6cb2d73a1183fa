"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { ApiError, type EndpointOutput } from "@/lib/api/client";
import { useDeletePriceList } from "./use-price-lists";

type List = EndpointOutput<"priceLists", "GET">["lists"][number];

/** The list asked to be deleted, and its deletion once confirmed; `onDeleted` runs after success. */
export function usePriceListDeletion(onDeleted: (list: List) => void) {
  const remove = useDeletePriceList();
  const toast = useToast();
  const [deleting, setDeleting] = useState<List | null>(null);

  const confirmDelete = () => {
    const list = deleting;
    setDeleting(null);
    if (!list) return;
    remove.mutate(list.id, {
      onSuccess: () => {
        onDeleted(list);
        toast.show(`Preisliste „${list.name}“ gelöscht.`);
      },
      onError: (error) => toast.show(error instanceof ApiError ? error.message : "Die Preisliste konnte nicht gelöscht werden.", "error"),
    });
  };

  return { deleting, setDeleting, confirmDelete };
}
