export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}
export declare function formatHeadersFile(rules: readonly HeaderRule[], preamble?: readonly string[]): string;
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function pathPattern(rulePath: string): RegExp;
export declare function headersForPath(rules: readonly HeaderRule[], requestPath: string): Record<string, string>;
