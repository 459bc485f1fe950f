export declare const VIDEO_ORIGIN: string;
export declare const CSP_DIRECTIVES: Record<string, string[]>;
export declare const PERMISSIONS_POLICY: string;
export declare const SECURITY_HEADERS: Record<string, string>;
export declare const CACHE: { hashed: string; images: string; html: string };
export declare const CACHE_RULES: { path: string; cacheControl: string }[];
export declare const REDIRECTS: { from: string; to: string; status: number }[];
