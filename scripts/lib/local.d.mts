// Types of local.mjs for the TypeScript scripts (bench-saves.ts).
export const SERVER_NODE_ARGS: string[];
export function freePort(): Promise<number>;
export function waitForOk(url: string): Promise<void>;
export function memoryKb(pid: number, field?: string): number;
