/**
 * The refusal of a problem package (or of a tests zip): its message says, in words an admin can act on,
 * what in the package is wrong. Its own module because every reader of a package part throws it, and
 * read-package.ts imports those readers: kept there, it would tie them into an import cycle.
 */
export class PackageError extends Error {}
