/** Vitest global setup: the migrated PGlite template (pglite-template.ts), made once per run. */
import type { TestProject } from 'vitest/node';
import { migratedTemplate } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump test databases start from. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await migratedTemplate());
}
