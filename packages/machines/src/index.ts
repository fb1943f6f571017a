export { copyConfirmationMachine } from './copy-confirmation/copy-confirmation.machine.js';
export { COPY_CONFIRMATION_MS } from './timings.js';
