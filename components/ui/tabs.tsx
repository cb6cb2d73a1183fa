"use client";

import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { clsx } from "clsx";
import { useHydrated } from "./use-hydrated";

/**
 * Tabs with the product's look: a row of triggers over the panels. The WAI-ARIA tabs pattern of our own
 * (issue 35: Radix's tabs with their roving focus and collection code were 27 kB of Status Planungen's
 * first load): role tablist/tab/tabpanel, the chosen tab in the tab order and the others not, arrow keys,
 * Home and End move between tabs and choose them (automatic activation, as Radix did).
 */
type TabsState = { value: string; choose: (value: string) => void; base: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tab und TabPanel gehören in Tabs.");
  return state;
}

const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "_");
const tabId = (base: string, value: string) => `${base}-tab-${safe(value)}`;
const panelId = (base: string, value: string) => `${base}-panel-${safe(value)}`;

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  children,
  className,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const base = useId().replace(/:/g, "");
  const current = value ?? own;
  const choose = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, choose, base }}>
      <div className={className} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export function TabList({ className, ...props }: ComponentProps<"div">) {
  const { choose } = useTabs();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || tabs.length === 0) return;
    const next = { ArrowRight: (at + 1) % tabs.length, ArrowLeft: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    tabs[next].focus();
    choose(tabs[next].dataset.value!);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={clsx("mb-4 flex flex-wrap gap-1 border-b border-line", className)}
      onKeyDown={onKeyDown}
      {...props}
    />
  );
}

export function Tab({ value, className, disabled, ...props }: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const { value: current, choose, base } = useTabs();
  const active = current === value;
  // Server-rendered tabs do nothing until the page has hydrated: until then they are disabled.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      role="tab"
      disabled={disabled || !hydrated}
      id={tabId(base, value)}
      aria-selected={active}
      aria-controls={panelId(base, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-value={value}
      onClick={() => choose(value)}
      className={clsx(
        "-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink",
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel; `forceMount` keeps it rendered (hidden) while another tab is chosen, so its state stays. */
export function TabPanel({ value, forceMount, ...props }: Omit<ComponentProps<"div">, "value"> & { value: string; forceMount?: boolean }) {
  const { value: current, base } = useTabs();
  const active = current === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(base, value)}
      aria-labelledby={tabId(base, value)}
      tabIndex={0}
      hidden={!active}
      data-state={active ? "active" : "inactive"}
      {...props}
    />
  );
}
