export const SQL_TABLE_READERS: Record<string, string[]>;
export function tableOwners(root: string): Map<string, string>;
export function foreignTables(source: string, area: string, owners: Map<string, string>): string[];
export function sqlTableReads(root: string): { file: string; area: string; tables: string[]; owners: string[] }[];
export function sqlTableProblems(root: string, listed?: Record<string, string[]>): string[];
