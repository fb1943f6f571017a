/** A required field left empty or filled with spaces only. */
export const isBlank = (value: string): boolean => value.trim().length === 0;
