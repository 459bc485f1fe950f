export declare const DEFAULT_CHROMIUM: string;
export declare const CHROMIUM_ENV: string;
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function missingChromiumMessage(): string;
