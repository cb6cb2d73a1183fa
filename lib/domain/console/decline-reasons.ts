// The reasons a studio gives for declining a lead, apart from the schema of decline.ts so that the
// dashboard's service health shows their labels without bringing zod into the browser (issue 35).

export const DECLINE_REASONS = ["tooFar", "budget", "noCapacity", "unreachable", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  tooFar: "Zu weit entfernt",
  budget: "Budget passt nicht",
  noCapacity: "Keine Kapazität",
  unreachable: "Kunde nicht erreichbar",
  other: "Sonstiges",
};
