// Wording shared by everything that quotes the curated data in a sentence of its own.

/** A data text as a sentence, ended with a full stop where it has none, so the next one can follow it. */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
