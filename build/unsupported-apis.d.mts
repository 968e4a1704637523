export interface UnsupportedMember {
  object: string;
  property: string;
  builtin: boolean;
}

export interface UnsupportedApis {
  oldest: Record<string, number>;
  globals: string[];
  statics: UnsupportedMember[];
  prototypes: UnsupportedMember[];
}

export function oldestVersions(query?: string | readonly string[]): Record<string, number>;
export function unsupportedMethodNames(apis: UnsupportedApis): string[];
export function unsupportedApis(query?: string | readonly string[]): UnsupportedApis;
