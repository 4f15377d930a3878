/** The flags every Chromium of the repository starts with (chromium-flags.mjs). */
export declare const CHROMIUM_FLAGS: readonly string[];
