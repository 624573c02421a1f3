// Types of scripts/import-boundaries.mjs (plain JavaScript, as eslint.config.js loads it).
import type { ESLint, Rule } from 'eslint';

export function resolveImport(from: string, spec: string): string | null;
export function crossWidgetImport(from: string, spec: string): string | null;
export const noCrossWidgetImport: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
