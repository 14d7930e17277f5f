export declare const BUDGET_PAGES: string[];
