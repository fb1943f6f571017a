/** A text field of a submitted form; the forms are uncontrolled, the machines validate. */
export function formValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
