export declare function viewerRequestFunction(): string;
export declare function viewerResponseFunction(input: {
  securityHeaders: Record<string, string>;
  cacheRules: readonly { path: string; cacheControl: string }[];
  htmlCacheControl: string;
  /** The policy of every document without its own entry in cspByPage. */
  defaultCsp: string;
  /** "/index.html" → that page's policy, where it differs from the default. */
  cspByPage?: Record<string, string>;
  /** Sent with every document (Speculation-Rules). */
  documentHeaders?: Record<string, string>;
  /** Extra headers for one file ("/speculation-rules.json" → its Content-Type). */
  fileHeaders?: Record<string, Record<string, string>>;
}): string;
