export * from "./stores";
export * from "./auth";
export * from "./catalog";
export * from "./shop";
export * from "./console";
export * from "./outbox";
export * from "./follow-up";
export * from "./team";
