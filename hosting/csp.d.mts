export declare function inlineScripts(html: string): string[];
export declare function scriptHash(text: string): string;
export declare function remoteImageOrigins(html: string, siteOrigin: string): Set<string>;
export declare function contentSecurityPolicy(
  directives: Record<string, string[]>,
  extra?: { scriptHashes?: readonly string[]; imageOrigins?: readonly string[] },
): string;
export declare function metaContentSecurityPolicy(
  directives: Record<string, string[]>,
  extra?: { scriptHashes?: readonly string[]; imageOrigins?: readonly string[] },
): string;
