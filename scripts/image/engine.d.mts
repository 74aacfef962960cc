import type { ExecFileSyncOptions, SpawnOptions } from "node:child_process";

export const engine: string;
export const podman: boolean;
export const ulimits: string[];
export function engineArgs(args: string[]): string[];
export function engineOutput(args: string[], options?: ExecFileSyncOptions): string;
export function engineRun(args: string[], options?: SpawnOptions): Promise<void>;
export function hasImage(reference: string): boolean;
