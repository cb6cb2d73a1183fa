import type { CSSProperties } from "react";

/**
 * react-day-picker in the product's colours instead of its default blue: selected days, today and the
 * navigation arrows take the brand green (the theme colours of app/globals.css). Set on the calendar
 * itself, so it wins over the library's stylesheet, which loads later with the calendar.
 */
export const DAY_PICKER_THEME = {
  "--rdp-accent-color": "var(--color-brand)",
  "--rdp-accent-background-color": "var(--color-brand-light)",
} as CSSProperties;
