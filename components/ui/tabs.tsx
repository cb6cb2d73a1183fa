"use client";

import { clsx } from "clsx";
import { Tabs as T } from "radix-ui";

/** Radix tabs with the product's look: a row of triggers over the panels. */
export const Tabs = T.Root;

export function TabList({ className, ...props }: React.ComponentProps<typeof T.List>) {
  return <T.List className={clsx("mb-4 flex flex-wrap gap-1 border-b border-line", className)} {...props} />;
}

export function Tab({ className, ...props }: React.ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={clsx(
        "-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink",
        className,
      )}
      {...props}
    />
  );
}

export const TabPanel = T.Content;
