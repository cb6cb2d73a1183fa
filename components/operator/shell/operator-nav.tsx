"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { OPERATOR_PAGES, operatorHref } from "@/lib/domain/operator/console-pages";

/** The menu of the operator's console; the page on screen is marked for assistive technology too. */
export function OperatorNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Hauptmenü" className="flex flex-col gap-1">
      {OPERATOR_PAGES.map((page) => {
        const href = operatorHref(page);
        const current = pathname === href;
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? "page" : undefined}
            className={clsx("rounded px-3 py-2 text-sm", current ? "bg-white/15 font-semibold" : "hover:bg-white/10")}
          >
            {page.title}
          </Link>
        );
      })}
    </nav>
  );
}
