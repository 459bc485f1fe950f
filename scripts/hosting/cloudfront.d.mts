export declare function viewerRequestFunction(): string;
export declare function viewerResponseFunction(input: {
  securityHeaders: Record<string, string>;
  cacheRules: readonly { path: string; cacheControl: string }[];
  htmlCacheControl: string;
}): string;
