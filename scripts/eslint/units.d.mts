export declare const MODULES: string;
export interface Unit {
  module: string;
  /** null for the module's root files and its `test/` folder */
  part: string | null;
  file: string;
}
export declare function isTest(rel: string): boolean;
export declare function unitOf(rel: string): Unit | null;
export declare function doorPath(module: string, part?: string | null): string;
export declare function isDoor(unit: Unit): boolean;
export declare function resolveImport(fromRel: string, specifier: string): string | null;
