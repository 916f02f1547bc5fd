// Runs before every suite that needs no browser.
export {};
