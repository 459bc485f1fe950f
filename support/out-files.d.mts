export declare function htmlFiles(dir: string): string[];
export declare function listPages(outDir: string): string[];
