/** Every delay of SPEC §9, named once. Machines refer to these, never to bare numbers. */
export const COPY_CONFIRMATION_MS = 2_000;
